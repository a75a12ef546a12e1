import { termsheetEndpoints } from '../../../../domain/termsheets/termsheets.endpoints';
import { call } from '../../../lib/api/call';
import type { TermsheetPage } from './termsheet-types';

export type CreateTermsheetInput = { opportunityId: number; accountLegalEntityId: number; contactId: number; opportunityPackageMappingIds: number[]; atListPrice?: boolean };

/** POST /api/sapna/v1/termsheet: the caller shows 'Unable to create a new Termsheet!' unless the server says why. */
export function createTermsheet(input: CreateTermsheetInput): Promise<TermsheetPage> {
  return call(termsheetEndpoints.create, { body: input, notify: false });
}
