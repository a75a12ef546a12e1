import { api } from '../../../lib/api/api';
import { useRemote, type Remote } from '../../../lib/use-remote';
import type { TermsheetPage } from './termsheet-types';

/** GET /api/sapna/v3/termsheet-page/{id}: legal entity with addresses, packages, milestones with payments. */
export function useTermsheetPage<Milestone, Payment>(termsheetId: number): Remote<TermsheetPage<Milestone, Payment>> {
  return useRemote(`termsheet:${termsheetId}`, () => api.get<TermsheetPage<Milestone, Payment>>(`/sapna/v3/termsheet-page/${termsheetId}`, { notify: false }));
}
