import { eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { ACCOUNT_STATUSES, isAccountEditable } from '../../../domain/opportunities/statuses';
import { accounts } from '../../db/schema/index';
import { conflict, forbidden, notFound } from '../../errors';
import { isAccountInEditScope, isAccountInReadScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/account-messages';

export type AccountRow = typeof accounts.$inferSelect;

/** Writes need the 'sell' capability (defence in depth: the auth hook already refuses read-only users). */
export function requireSell(ctx: ServiceContext): void {
  if (!can(ctx.user, 'sell')) throw forbidden();
}

/**
 * The account, or 404 when it does not exist or is outside the user's read scope (never 403: scope hides rows).
 * The read scope is the user's book: accounts their team owns and the accounts behind the deals it owns.
 */
export async function loadAccountInScope(ctx: ServiceContext, accountId: number, opts: { forUpdate?: boolean } = {}): Promise<AccountRow> {
  const query = ctx.tx.select().from(accounts).where(eq(accounts.id, accountId));
  const [account] = opts.forUpdate ? await query.for('update') : await query;
  if (!account || !(await isAccountInReadScope(ctx.tx, ctx.scope, account))) throw notFound(ACCOUNT_MESSAGES.notFound);
  return account;
}

/**
 * For changing the account's own details and its legal entities: 'sell', in the edit scope (403 with a message
 * when it is only in the read scope: the user sees the account, so hiding it would be a lie), and not Inactive (5)
 * or Merged (6).
 */
export async function loadEditableAccount(ctx: ServiceContext, accountId: number): Promise<AccountRow> {
  requireSell(ctx);
  const account = await loadAccountInScope(ctx, accountId, { forUpdate: true });
  if (!isAccountInEditScope(ctx.scope, account)) throw forbidden(ACCOUNT_MESSAGES.notOwner);
  if (!isAccountEditable(account.statusId)) throw conflict(ACCOUNT_MESSAGES.notEditable);
  return account;
}

/**
 * For working on an account in the book without changing its own details (contacts, new deals): 'sell', in the
 * read scope, and not Inactive (5) or Merged (6).
 */
export async function loadWorkableAccount(ctx: ServiceContext, accountId: number): Promise<AccountRow> {
  requireSell(ctx);
  const account = await loadAccountInScope(ctx, accountId, { forUpdate: true });
  if (!isAccountEditable(account.statusId)) throw conflict(ACCOUNT_MESSAGES.notEditable);
  return account;
}

/**
 * For appending activity (comments, tickets): 'sell', in the read scope, and not merged away. An Inactive account
 * still takes comments and tickets (a call to win it back is worth logging); a merged one lives on in its survivor.
 */
export async function loadAccountForActivity(ctx: ServiceContext, accountId: number): Promise<AccountRow> {
  requireSell(ctx);
  const account = await loadAccountInScope(ctx, accountId);
  if (account.statusId === ACCOUNT_STATUSES.MERGED) throw conflict(ACCOUNT_MESSAGES.mergedAway(account.mergedIntoId));
  return account;
}
