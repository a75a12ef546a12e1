import { termsheetEndpoints } from '../../../../domain/termsheets/termsheets.endpoints';
import { call } from '../../../lib/api/call';
import type { TermsheetPage } from './termsheet-types';

export type UpdateTermsheetInput = { accountLegalEntityId: number; contactId: number; baseVersion: number };

/** PUT /api/sapna/v1/termsheet/{id}: the caller shows 'Unable to update the Termsheet!' unless the server says why. */
export function updateTermsheet(termsheetId: number, input: UpdateTermsheetInput): Promise<TermsheetPage> {
  return call(termsheetEndpoints.update, { params: { id: termsheetId }, body: input, notify: false });
}
