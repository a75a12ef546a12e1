import type { TermsheetSummary } from '../../../../domain/money/termsheet-summary';
import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';

/**
 * GET /api/sapna/v1/termsheet/{id}/summary: the summary band's figures, computed by the server from the ledger.
 * `revision` names what the page shows (its version, payments and refunds): when it moves, the band loads again.
 */
export function useTermsheetSummary(termsheetId: number, revision: string): Remote<TermsheetSummary> {
  return useRemote(`termsheet:${termsheetId}:summary:${revision}`, () => api.get<TermsheetSummary>(`/sapna/v1/termsheet/${termsheetId}/summary`, { notify: false }), {
    keepPreviousData: true,
  });
}
