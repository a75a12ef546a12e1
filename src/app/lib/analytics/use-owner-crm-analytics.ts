import { useEffect } from 'react';
import { ownerCrmPageView } from '../../../domain/analytics/analytics-schema';
import type { UserDetails } from '../session/user-details';
import { enqueueAnalytics, startAnalyticsSender } from './analytics-queue';

const OWNER_AGENT_ROLE = 'Housing Owner Agent';

/**
 * Owner-CRM analytics (spec 000 §6, §9): an owner agent's page views are queued and sent; nobody else's are
 * (the server drops them too). Labels carry no personal data: the page path only.
 */
export function useOwnerCrmAnalytics(user: UserDetails, pathname: string): void {
  const isOwnerAgent = user.roles.includes(OWNER_AGENT_ROLE);
  useEffect(() => {
    if (!isOwnerAgent) return;
    return startAnalyticsSender(user.id);
  }, [isOwnerAgent, user.id]);
  useEffect(() => {
    if (isOwnerAgent) enqueueAnalytics(user.id, ownerCrmPageView(pathname));
  }, [isOwnerAgent, user.id, pathname]);
}
