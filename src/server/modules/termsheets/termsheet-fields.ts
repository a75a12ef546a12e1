import { badRequest } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { TERMSHEET_MESSAGES } from './termsheet-messages';
import { activeContactOfAccount, activeLegalEntityOfAccount, packageMappingIdsOfOpportunity } from './termsheets.repo';

/** The legal entity must be an active one of the opportunity's account (termsheets and milestones). */
export async function checkLegalEntityOfAccount(ctx: ServiceContext, legalEntityId: number, accountId: number): Promise<void> {
  if (!(await activeLegalEntityOfAccount(ctx.tx, legalEntityId, accountId))) throw badRequest(TERMSHEET_MESSAGES.legalEntityNotOnAccount);
}

export async function checkContactOfAccount(ctx: ServiceContext, contactId: number, accountId: number): Promise<void> {
  if (!(await activeContactOfAccount(ctx.tx, contactId, accountId))) throw badRequest(TERMSHEET_MESSAGES.contactNotOnAccount);
}

/**
 * A termsheet papers at least one of the opportunity's packages (our decision: an order form with nothing on it
 * is not an order). Duplicates collapse.
 */
export async function checkPackageMappings(ctx: ServiceContext, opportunityId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw badRequest(TERMSHEET_MESSAGES.packagesRequired);
  const found = await packageMappingIdsOfOpportunity(ctx.tx, opportunityId, unique);
  if (found.length !== unique.length) throw badRequest(TERMSHEET_MESSAGES.packageNotOnOpportunity);
  return unique.sort((a, b) => a - b);
}
