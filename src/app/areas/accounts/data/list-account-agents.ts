import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { AccountAgent, Paged } from './account-types';
import { loadAccountEndpoints } from './account-endpoints';

/** GET /api/sapna/v1/account/agents: who holds the accounts the user may see (the agent filter's options). */
export function useAccountAgents(): Resource<Paged<AccountAgent>> {
  return useResource('account-agents', async (signal) => call((await loadAccountEndpoints()).agents, { signal }));
}
