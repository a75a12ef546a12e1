import { useEffect } from 'react';
import { ownerCrmPageView } from '../../../domain/analytics/analytics-events';
import type { UserDetails } from '../session/user-details';

// The queue and sender load only for owner agents (their own chunk, out of the sign-in and home budget).
const queue = () => import('./analytics-queue');

const OWNER_AGENT_ROLE = 'Housing Owner Agent';

/**
 * Owner-CRM analytics (spec 000 §6, §9): an owner agent's page views are queued and sent; nobody else's are
 * (the server drops them too). Labels carry no personal data: the page path only.
 */
export function useOwnerCrmAnalytics(user: UserDetails, pathname: string): void {
  const isOwnerAgent = user.roles.includes(OWNER_AGENT_ROLE);
  useEffect(() => {
    if (!isOwnerAgent) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void queue().then((q) => {
      if (!stopped) stop = q.startAnalyticsSender(user.id);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [isOwnerAgent, user.id]);
  useEffect(() => {
    if (!isOwnerAgent) return;
    const event = ownerCrmPageView(pathname);
    void queue().then((q) => q.enqueueAnalytics(user.id, event));
  }, [isOwnerAgent, user.id, pathname]);
}
