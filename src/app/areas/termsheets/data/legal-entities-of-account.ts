import { legalEntityEndpoints } from '../../../../domain/legal-entities/legal-entities.endpoints';
import { call } from '../../../lib/api/call';
import type { Paged } from './termsheet-types';

/** The fields of an account's legal entity a termsheet is made out to. */
export type LegalEntityOption = { id: number; legalName: string; active: boolean };

/** GET /api/sapna/v2/account-legal-entity/account/{accountId}. */
export function fetchLegalEntities(accountId: number): Promise<Paged<LegalEntityOption>> {
  return call(legalEntityEndpoints.ofAccount, { params: { accountId } });
}
