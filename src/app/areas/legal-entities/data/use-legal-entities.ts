import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { LegalEntity } from './legal-entity-types';

type Paged<T> = { results: T[]; totalCount: number; page: number; size: number };

/** GET /api/sapna/v2/account-legal-entity/account/{accountId}: with billing and shipping addresses. */
export function useLegalEntities(accountId: number): Resource<LegalEntity[]> {
  return useResource(`legal-entities:${accountId}`, async (signal) => {
    const page = await api.get<Paged<LegalEntity>>(`/sapna/v2/account-legal-entity/account/${accountId}`, { signal });
    return page.results;
  });
}
