// The users area: a person's own working day (activity) and online status. User management comes later.
import type { AppInstance } from '../../http';
import { activityRoutes } from './activity.routes';
import { agentStatusRoutes } from './agent-status.routes';

export async function usersModule(api: AppInstance): Promise<void> {
  await api.register(activityRoutes);
  await api.register(agentStatusRoutes);
}
