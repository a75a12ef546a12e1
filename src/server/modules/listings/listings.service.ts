import type { SellerProfileRequest } from '../../../domain/listings/listing-inputs';
import { istEndOfDay, istStartOfDay, type IsoDate } from '../../../domain/format/ist-calendar';
import { ACTIVE_LISTING_STATUSES, listingHistoryWindow } from '../../../domain/reference/limits';
import { AD_PRODUCT_MESSAGES } from '../../../domain/validation/messages';
import { badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { FLAT_DETAIL_KEY_NAMES, FLAT_DETAIL_KEYS, LISTING_MESSAGES, type FlatDetailKey } from '../../../domain/listings/listing-messages';
import { leadsByListing, presentListing, type LeadsData, type ListingView } from './listing-presenter';
import { findListingsInScope, findProfileListings, isProfileInScope, sumLeads, type ListingRow } from './listings.repo';

/** 404 unless an account with this profile is in the user's scope. */
export async function requireProfile(ctx: ServiceContext, profileUuid: string): Promise<void> {
  if (!(await isProfileInScope(ctx.tx, ctx.scope, profileUuid))) throw notFound(LISTING_MESSAGES.profileNotFound);
}

/** Listings with their leads in the listing-history window (6 months back through tomorrow). */
export async function withHistoryLeads(ctx: ServiceContext, rows: readonly ListingRow[]): Promise<ListingView[]> {
  const window = listingHistoryWindow(ctx.now);
  const leads = leadsByListing(await sumLeads(ctx.tx, rows.map((r) => r.id), istStartOfDay(window.startDate), istEndOfDay(window.endDate)));
  return rows.map((row) => presentListing(row, leads.get(row.id)));
}


export type SellerProfileListings = { profile_uuid: string } & Partial<Record<FlatDetailKey, ListingView[]>>;

/**
 * POST /sapna/v1/listings/seller-profile: per profile, its BUY, RENT and PG listings (the keys asked for, all
 * three by default), with the statuses asked for (all by default; the account page asks ACTIVE and PENDING).
 */
export async function sellerProfileListings(ctx: ServiceContext, request: SellerProfileRequest): Promise<SellerProfileListings[]> {
  const keys = request.keys?.length ? request.keys : FLAT_DETAIL_KEY_NAMES;
  const profiles = [...new Set(request.profile_uuids.map((p) => p.trim()))];
  for (const profile of profiles) await requireProfile(ctx, profile);
  const answer: SellerProfileListings[] = [];
  for (const profile of profiles) {
    const rows = await findProfileListings(ctx.tx, profile, { types: keys.map((k) => FLAT_DETAIL_KEYS[k]), statuses: request.filter_status });
    const views = await withHistoryLeads(ctx, rows);
    const entry: SellerProfileListings = { profile_uuid: profile };
    for (const key of keys) entry[key] = views.filter((v) => v.type === FLAT_DETAIL_KEYS[key]);
    answer.push(entry);
  }
  return answer;
}

/** GET /sapna/v1/listings/commercial: a profile's commercial listings in the given statuses (ACTIVE and PENDING by default). */
export async function commercialListings(ctx: ServiceContext, profileUuid: string, statuses?: readonly string[]): Promise<ListingView[]> {
  await requireProfile(ctx, profileUuid);
  const rows = await findProfileListings(ctx.tx, profileUuid, { types: ['COMMERCIAL'], statuses: statuses?.length ? statuses : ACTIVE_LISTING_STATUSES });
  return withHistoryLeads(ctx, rows);
}

export type PropertyLeads = { property_id: number; total_leads: number; services: Record<string, number> };

export type LeadsQuery = {
  profileUuid: string;
  propertyIds?: readonly number[];
  services?: readonly string[];
  startDate?: IsoDate;
  endDate?: IsoDate;
};

/**
 * GET /sapna/v1/listings/leads: lead counts per property of the profile, per service, from the start of
 * start_date to the end of end_date (Asia/Kolkata); both default to the listing-history window.
 */
export async function listingLeadDetails(ctx: ServiceContext, query: LeadsQuery): Promise<{ start_date: IsoDate; end_date: IsoDate; results: PropertyLeads[] }> {
  await requireProfile(ctx, query.profileUuid);
  const window = listingHistoryWindow(ctx.now);
  const startDate = query.startDate ?? window.startDate;
  const endDate = query.endDate ?? window.endDate;
  if (startDate > endDate) throw badRequest(AD_PRODUCT_MESSAGES.startNotAfterEnd);
  const rows = await findProfileListings(ctx.tx, query.profileUuid, { ids: query.propertyIds });
  const leads = leadsByListing(await sumLeads(ctx.tx, rows.map((r) => r.id), istStartOfDay(startDate), istEndOfDay(endDate), query.services));
  const results = rows.map((row): PropertyLeads => {
    const data: LeadsData = leads.get(row.id) ?? { total_leads: 0, services: {} };
    return { property_id: row.id, ...data };
  });
  return { start_date: startDate, end_date: endDate, results };
}

export type ListingPayability = { listing_id: number; is_listing_payable: boolean; is_listing_ad_package_bought: boolean };

/** GET /sapna/v1/listings/payability: for the listings in scope among those asked for (others are left out). */
export async function listingPayability(ctx: ServiceContext, listingIds: readonly number[]): Promise<ListingPayability[]> {
  const rows = await findListingsInScope(ctx.tx, ctx.scope, listingIds);
  return rows.map((r) => ({ listing_id: r.id, is_listing_payable: r.isListingPayable, is_listing_ad_package_bought: r.isListingAdPackageBought }));
}
