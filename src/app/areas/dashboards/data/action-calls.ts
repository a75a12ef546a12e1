// The action calendar's calls (issue 12) through the endpoint table (domain/dashboards/dashboards.endpoints.ts).
import type { ActionCreateInput, ActionUpdateInput, ActionView, FollowUpDoneInput } from '../../../../domain/dashboards/actions';
import { dashboardEndpoints as endpoints } from '../../../../domain/dashboards/dashboards.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export function useActions(from: string, to: string, online: boolean): Resource<ActionView[]> {
  return useResource(online ? `actions:${from}:${to}` : null, () => call(endpoints.actions, { query: { from, to }, notify: false }), {
    keepPrevious: true,
  });
}

/** POST /mystique/v1/dashboard/followups/{opportunityId}/done: logs the follow-up (a Call comment on the opportunity). */
export function logFollowUp(opportunityId: number, body: FollowUpDoneInput): Promise<{ opportunityId: number; commentId: number }> {
  return call(endpoints.followUpDone, { params: { opportunityId }, body });
}

export function createAction(body: ActionCreateInput): Promise<ActionView> {
  return call(endpoints.createAction, { body });
}

export function updateAction(id: number, body: ActionUpdateInput): Promise<ActionView> {
  return call(endpoints.updateAction, { params: { id }, body });
}
