import type { TermsheetSummary } from '../../../../domain/money/termsheet-summary';
import { termsheetEndpoints } from '../../../../domain/termsheets/termsheets.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

/**
 * GET /api/sapna/v1/termsheet/{id}/summary: the summary band's figures, computed by the server from the ledger.
 * `revision` names what the page shows (its version, payments and refunds): when it moves, the band loads again.
 */
export function useTermsheetSummary(termsheetId: number, revision: string): Resource<TermsheetSummary> {
  return useResource(`termsheet:${termsheetId}:summary:${revision}`, () => call(termsheetEndpoints.summary, { params: { id: termsheetId }, notify: false }), {
    keepPrevious: true,
  });
}
