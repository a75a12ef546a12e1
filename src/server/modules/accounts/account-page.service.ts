import { can } from '../../../domain/auth/capabilities';
import { pendingCollectionAmount, totalAccountValue } from '../../../domain/opportunities/derived-amounts';
import { isAccountEditable, OPPORTUNITY_KINDS, type OpportunityKind } from '../../../domain/opportunities/statuses';
import { notFound } from '../../errors';
import { isAccountInScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/service-context';
import { ACCOUNT_MESSAGES } from './account-messages';
import { findAccountPage, type AccountPageOpportunityRow } from './account-page.repo';
import { presentAccount } from './account-presenter';
import type { AccountPage, AccountPageOpportunity } from '../../../domain/accounts/account-views';

export type { AccountPage, AccountPageOpportunity };

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

function presentOpportunity(row: AccountPageOpportunityRow): AccountPageOpportunity {
  const dealValue = Number(row.dealValue);
  const collectedAmount = Number(row.collectedAmount);
  return {
    ...row,
    kind: (OPPORTUNITY_KINDS as readonly string[]).includes(row.kind) ? (row.kind as OpportunityKind) : 'general',
    dealValue,
    collectedAmount,
    pendingCollectionAmount: pendingCollectionAmount(dealValue, collectedAmount),
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
  if (!row || !isAccountInScope(ctx.scope, row.account)) throw notFound(ACCOUNT_MESSAGES.notFound);
  const editable = isAccountEditable(row.account.statusId) && can(ctx.user, 'sell');
  const opportunities = row.opportunities.map(presentOpportunity);
  return {
    accountId: row.account.id,
    housingProfileId: row.account.housingProfileId,
    account: presentAccount(row.account, { cityName: row.cityName, agentName: row.agentName, editable }),
    opportunities,
    totalAccountValue: totalAccountValue(opportunities),
  };
}
