import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';
import type { Paged, TermsheetListItem } from './termsheet-types';

/** GET /api/sapna/v1/termsheet?opportunityId: the opportunity's termsheets, newest first (one page holds them all). */
export function useTermsheetsOfOpportunity(opportunityId: number): Remote<Paged<TermsheetListItem>> {
  return useRemote(`termsheets:${opportunityId}`, () => api.get<Paged<TermsheetListItem>>('/sapna/v1/termsheet', { query: { opportunityId } }));
}
