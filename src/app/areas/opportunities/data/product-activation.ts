import type { ActivationDetails, ActivationResult } from '../../../../domain/opportunities/product-activation';
import { productActivationEndpoints } from '../../../../domain/opportunities/product-activation.endpoints';
import { listingEndpoints } from '../../../../domain/listings/listings.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';

export type { ActivationDetails, ActivationResult };

export type ActivationRights = {
  /** May activate and tag listings (sell, not read-only). */
  activate: boolean;
  /** May force-activate (finance: Finance, Admin). */
  force: boolean;
  /** The account's seller profile, whose listings may be tagged to an activated product. */
  profileUuid: string | null;
};

/** POST /api/sapna/v1/product-activation/activate: 'Product Activated Successfully!' (processed) or 'Activation request sent'. */
export function activateProduct(opportunityProductMappingId: number): Promise<ActivationResult> {
  return call(productActivationEndpoints.activate, { body: { opportunityProductMappingId }, notify: false });
}

/** POST /api/sapna/v1/product-activation/force-activate (finance), with the reason. */
export function forceActivateProduct(input: { opportunityProductMappingId: number; remark: string }): Promise<ActivationResult> {
  return call(productActivationEndpoints.forceActivate, { body: input, notify: false });
}

/** POST /api/sapna/v1/product-activation/tag-listings: listings of the account's profile to an activated product. */
export function tagActivatedListings(opportunityProductMappingId: number, listingIds: number[]) {
  return call(productActivationEndpoints.tagListings, { body: { opportunityProductMappingId, listingIds }, notify: false });
}

/** GET /api/sapna/v1/product-activation/details?opportunityProductMappingId. */
export function useActivationDetails(opportunityProductMappingId: number) {
  return useResource(`activation-details:${opportunityProductMappingId}`, (signal) =>
    call(productActivationEndpoints.details, { query: { opportunityProductMappingId }, signal }),
  );
}

/** The profile's listings not tagged to any product yet (GET get-packages-with-untagged-listings). */
export function useUntaggedListings(profileUuid: string | null) {
  return useResource(profileUuid ? `untagged-listings:${profileUuid}` : null, async (signal) =>
    profileUuid ? (await call(listingEndpoints.packagesWithUntaggedListings, { query: { profileUuid }, signal })).untaggedListings : [],
  );
}
