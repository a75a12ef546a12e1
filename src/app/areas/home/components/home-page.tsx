import { usePageTitle } from '../../../lib/use-page-title';
import { useSignedInUser } from '../../../lib/session/use-session';
import { shellBrandFor } from '../../../shell/brand';
import { useNavGroups } from '../../../shell/use-nav-groups';
import { PageHeader } from '../../../ui/page-header';
import { AgentStatusSwitch } from '../../../ui/agent-status-switch';
import { QuickLinks } from './quick-links';
import { TodayActivity } from './today-activity';

/** The signed-in landing page: greeting, roles, shortcuts their roles allow, today's activity, calling status. */
export function HomePage() {
  const user = useSignedInUser();
  usePageTitle('Home', shellBrandFor(user.domainId).name);
  const shortcuts = useNavGroups(user.capabilities)
    .flatMap((group) => group.entries)
    .filter((entry) => entry.to !== '/home');

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
      <div className="grid gap-4 md:grid-cols-2">
        <QuickLinks entries={shortcuts} />
        <div className="flex flex-col gap-4">
          <TodayActivity />
          {user.capabilities.includes('telesales') && <AgentStatusSwitch />}
        </div>
      </div>
    </div>
  );
}
