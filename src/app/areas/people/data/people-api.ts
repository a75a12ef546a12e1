// What the home work queue reads of people (users without a role), and the refusal details the people screens show.
// Kept apart from people-calls.ts: home loads this file, and the endpoint declarations would bring zod into the
// sign-in + home budget (issue 53: 176 KB against 150 KB), so its call goes by the route reference (callRoute).
import { callRoute } from '../../../lib/api/call';
import { ApiFailure } from '../../../lib/api/api-failure';
import type { CompanyUser } from '../../../../domain/people/people';
import type { peopleEndpoints } from '../../../../domain/people/people.endpoints';
import { peopleRoutes } from '../../../../domain/people/people.paths';
import type { Paged } from '../../../../domain/paging/paged';

/** GET child-list's total of users holding no role (home's "Users without a role"; the list: useChildList with noRole). */
export function fetchUsersWithoutRole(signal: AbortSignal): Promise<Paged<CompanyUser>> {
  return callRoute<typeof peopleEndpoints.childList>(peopleRoutes.childList, { signal, query: { page: 0, size: 1, noRole: 'true' }, notify: false });
}

/** The server's details of a refusal (api_errors.details), when it gave more than its message. */
export function failureDetails(error: unknown): string | null {
  if (!(error instanceof ApiFailure)) return null;
  const data = error.data as { api_errors?: { details?: unknown } } | null;
  const details = data?.api_errors?.details;
  return typeof details === 'string' && details !== error.message ? details : null;
}
