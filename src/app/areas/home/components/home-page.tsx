import { useSignedInUser } from '../../../lib/session/use-session';
import { PageHeader } from '../../../ui/page-header';
import { AgentStatusSwitch } from '../../../ui/agent-status-switch';
import { TodayActivity } from './today-activity';
import type { ReactNode } from 'react';
import { useScreenTitle } from '../../../ui/screen';

/** The signed-in landing page: greeting, roles, the role's work queue (issue 51), today's activity, calling status. */
export function HomePage({ queue }: { queue: ReactNode }) {
  const user = useSignedInUser();
  useScreenTitle('Home');

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeader
        title={`Welcome, ${user.firstName || user.username}`}
        description={
          <>
            <span className="sr-only">Your roles: </span>
            {user.roles.join(', ')}
            {user.readOnly && ' · read-only access'}
          </>
        }
      />
      {queue}
      <div className="grid gap-4 md:grid-cols-2">
        <TodayActivity />
        {user.capabilities.includes('telesales') && <AgentStatusSwitch />}
      </div>
    </div>
  );
}
