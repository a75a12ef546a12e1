import type { AppInstance } from '../http';
import { registerAuth } from './auth/auth.module';
import { opportunitiesRoutes } from './opportunities/opportunities.routes';
import { approvalsRoutes } from './approvals/approvals.routes';
import { syncRoutes } from '../sync/sync.routes';
import { usersModule } from './users/users.module';
import { termsheetsRoutes } from './termsheets/termsheets.routes';
import { milestonesRoutes } from './milestones/milestones.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { referenceRoutes } from './reference/reference.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { contactsRoutes } from './contacts/contacts.routes';
import { legalEntitiesRoutes } from './legal-entities/legal-entities.routes';
import { commentsRoutes } from './comments/comments.routes';
import { ticketsRoutes } from './tickets/tickets.routes';
import { listingsRoutes } from './listings/listings.routes';

/** Every area's routes, registered under /api. Add one line per area. */
export async function registerModules(api: AppInstance): Promise<void> {
  // First: the session hook must be in place before any other area's routes.
  await registerAuth(api);
  await api.register(usersModule);
  await api.register(termsheetsRoutes);
  await api.register(milestonesRoutes);
  await api.register(paymentsRoutes);
  await api.register(referenceRoutes);
  await api.register(accountsRoutes);
  await api.register(contactsRoutes);
  await api.register(legalEntitiesRoutes);
  await api.register(commentsRoutes);
  await api.register(ticketsRoutes);
  await api.register(listingsRoutes);
  await api.register(opportunitiesRoutes);
  await api.register(approvalsRoutes);
  await api.register(syncRoutes);
}
