import { api } from '../../../lib/api/api';
import type { TermsheetPage } from './termsheet-types';

export type UpdateTermsheetInput = { accountLegalEntityId: number; contactId: number; baseVersion: number };

/** PUT /api/sapna/v1/termsheet/{id}: the caller shows 'Unable to update the Termsheet!' unless the server says why. */
export function updateTermsheet(termsheetId: number, input: UpdateTermsheetInput): Promise<TermsheetPage> {
  return api.put<TermsheetPage>(`/sapna/v1/termsheet/${termsheetId}`, input, { notify: false });
}
