import { legalEntityEndpoints } from '../../../../domain/legal-entities/legal-entities.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource } from '../../../lib/data/use-mirror-resource';
import type { Resource } from '../../../lib/data/use-resource';
import { mirrorLegalEntities } from '../offline/queries';
import type { LegalEntity } from '../../../../domain/legal-entities/legal-entity-views';


/**
 * GET /api/sapna/v2/account-legal-entity/account/{accountId}: with billing and shipping addresses; from the
 * device's mirror when the account is there, otherwise from the server.
 */
export function useLegalEntities(accountId: number): Resource<LegalEntity[]> {
  return useMirrorResource(
    `legal-entities:${accountId}`,
    (db) => mirrorLegalEntities(db, accountId),
    async (signal) => {
      const page = await call(legalEntityEndpoints.ofAccount, { params: { accountId }, signal });
      return page.results;
    },
  );
}
