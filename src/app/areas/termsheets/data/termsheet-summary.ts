import type { TermsheetSummary } from '../../../../domain/money/termsheet-summary';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/**
 * GET /api/sapna/v1/termsheet/{id}/summary: the summary band's figures, computed by the server from the ledger.
 * `revision` names what the page shows (its version, payments and refunds): when it moves, the band loads again.
 */
export function useTermsheetSummary(termsheetId: number, revision: string): Resource<TermsheetSummary> {
  return useResource(`termsheet:${termsheetId}:summary:${revision}`, () => api.get<TermsheetSummary>(`/sapna/v1/termsheet/${termsheetId}/summary`, { notify: false }), {
    keepPrevious: true,
  });
}
