import { can } from '../../../domain/auth/capabilities';
import { isAccountEditable } from '../../../domain/opportunities/statuses';
import { notFound } from '../../errors';
import { isAccountInEditScope, isAccountInReadScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/account-messages';
import { findAccountPage, type AccountPageOpportunityRow } from './account-page.repo';
import { storedAccount } from './account-presenter';
import {
  presentAccountPage,
  type AccountPage,
  type AccountPageOpportunity,
  type StoredAccountPageOpportunity,
} from '../../../domain/accounts/account-views';

export type { AccountPage, AccountPageOpportunity };

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The database's row (money as text, times as JSON text) as the domain's stored opportunity. */
function storedOpportunity(row: AccountPageOpportunityRow): StoredAccountPageOpportunity {
  return {
    ...row,
    dealValue: Number(row.dealValue),
    collectedAmount: Number(row.collectedAmount),
    renewalDueOn: iso(row.renewalDueOn),
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
  };
}

/**
 * GET /sapna/v3/account-page/{accountId}: the account, its opportunities as table rows with their money, and
 * totalAccountValue (deal value of the open and closed buckets). One statement; 404 outside the scope.
 */
export async function getAccountPage(ctx: ServiceContext, accountId: number): Promise<AccountPage> {
  const row = await findAccountPage(ctx.tx, accountId);
  if (!row || !(await isAccountInReadScope(ctx.tx, ctx.scope, row.account))) throw notFound(ACCOUNT_MESSAGES.notFound);
  // Editable: the account's own details, by its owner's team (the edit scope), not a deal owner's.
  const editable = isAccountEditable(row.account.statusId) && can(ctx.user, 'sell') && isAccountInEditScope(ctx.scope, row.account);
  const account = storedAccount(row.account, { cityName: row.cityName, agentName: row.agentName });
  return presentAccountPage(account, editable, row.opportunities.map(storedOpportunity));
}
