import type { AnswerOf } from '../../../../domain/endpoints/endpoint';
import { isApiFailure } from '../../../lib/api/api-failure';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';
import type { CampaignInput, CampaignView, CaseView, UploadReport } from '../../../../domain/calling/calling';
import { campaignEndpoints, callingEndpoints, caseMigrationEndpoints } from '../../../../domain/calling/calling.endpoints';
import type { Paged } from '../../../../domain/paging/paged';

/** GET agent-campaign/definition: what a campaign may filter on. */
export type CampaignDefinition = AnswerOf<typeof campaignEndpoints.definition>;
/** GET owner-case/agents: the agents of the user's scope with their open owner cases. */
export type CaseAgent = AnswerOf<typeof caseMigrationEndpoints.caseAgents>[number];

export const useCampaigns = (): Resource<CampaignView[]> => useResource('campaigns', (signal) => call(campaignEndpoints.list, { signal }));
export const useCampaignDefinition = (): Resource<CampaignDefinition> => useResource('campaigns:definition', (signal) => call(campaignEndpoints.definition, { signal }));
export const useCaseAgents = (): Resource<CaseAgent[]> => useResource('owner-case:agents', (signal) => call(caseMigrationEndpoints.caseAgents, { signal }));

export const saveCampaign = (input: CampaignInput) => call(campaignEndpoints.save, { body: input, notify: false });
export const deleteCampaign = (id: number) => call(campaignEndpoints.remove, { query: { id }, notify: false });

/** POST agent-campaign/manual-campaign: multipart, the CSV in the field mFile. */
export function uploadManualCampaign(fields: { name: string; startDate: string; agentIds: number[] }, file: File) {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('startDate', fields.startDate);
  if (fields.agentIds.length) body.append('agentIds', fields.agentIds.join(','));
  body.append('mFile', file, file.name);
  return call(campaignEndpoints.uploadManual, { body, notify: false, timeout: 600_000 });
}

/** The per-row report a refused upload (422) carries. */
export function uploadReportOf(error: unknown): UploadReport | null {
  if (!isApiFailure(error) || typeof error.data !== 'object' || error.data === null || !('report' in error.data)) return null;
  return (error.data as { report: UploadReport }).report;
}

/** An old agent's open owner cases (soc/key-search: assigned to the agent, status open or in progress), 100 a page. */
export function useOpenOwnerCases(agentId: number | null, page: number): Resource<Paged<CaseView>> {
  const selector = JSON.stringify({
    filters: [
      { key: 'assignedAgentId', values: [agentId ?? 0] },
      { key: 'statusId', values: [1, 2] },
    ],
    page,
    size: 100,
  });
  return useResource(agentId === null ? null : `owner-cases:${agentId}:${page}`, (signal) => call(callingEndpoints.socKeySearch, { query: { selector }, signal }), {
    keepPrevious: true,
  });
}

export const reassignOwnerCases = (input: { oldAgent: number; newAgent: number; ownerCaseIds?: number[] }) =>
  call(caseMigrationEndpoints.reassignOwnerCases, { body: input, notify: false });

/** The server's details beside its message (a 422's refused ids). */
export function failureDetailsOf(error: unknown): string | null {
  if (!isApiFailure(error)) return null;
  const data = error.data as { api_errors?: { details?: unknown } } | null;
  const details = data?.api_errors?.details;
  return typeof details === 'string' && details !== error.message ? details : null;
}
