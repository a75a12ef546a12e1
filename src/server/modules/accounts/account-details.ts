import { can } from '../../../domain/auth/capabilities';
import { isAccountEditable } from '../../../domain/opportunities/statuses';
import { notFound } from '../../errors';
import { isAccountInEditScope, isAccountInReadScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/account-messages';
import { findAccountDetails } from './account-page.repo';
import { presentAccountRow, type AccountDetails } from './account-presenter';

/** The account as the account routes answer it, with its city and agent names; 404 outside scope. */
export async function getAccountDetails(ctx: ServiceContext, accountId: number): Promise<AccountDetails> {
  const details = await findAccountDetails(ctx.tx, accountId);
  if (!details || !(await isAccountInReadScope(ctx.tx, ctx.scope, details.account))) throw notFound(ACCOUNT_MESSAGES.notFound);
  // Editable: the account's own details, by its owner's team (the edit scope), not a deal owner's.
  const editable = isAccountEditable(details.account.statusId) && can(ctx.user, 'sell') && isAccountInEditScope(ctx.scope, details.account);
  return presentAccountRow(details.account, { cityName: details.cityName, agentName: details.agentName, editable });
}
