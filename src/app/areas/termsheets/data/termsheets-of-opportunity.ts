import { termsheetEndpoints } from '../../../../domain/termsheets/termsheets.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource } from '../../../lib/data/use-mirror-resource';
import { mirrorTermsheetsOfOpportunity } from '../offline/queries';
import { useSignedInUser } from '../../../lib/session/use-session';
import type { Resource } from '../../../lib/data/use-resource';
import type { Paged, TermsheetListItem } from './termsheet-types';

/**
 * GET /api/sapna/v1/termsheet?opportunityId: the opportunity's termsheets, newest first (one page holds them all);
 * from the device's mirror when the opportunity is there (termsheets are read-only on the device).
 */
export function useTermsheetsOfOpportunity(opportunityId: number): Resource<Paged<TermsheetListItem>> {
  const viewer = useSignedInUser();
  return useMirrorResource(
    `termsheets:${opportunityId}`,
    (db) => mirrorTermsheetsOfOpportunity(db, opportunityId, viewer),
    () => call(termsheetEndpoints.ofOpportunity, { query: { opportunityId } }),
  );
}
