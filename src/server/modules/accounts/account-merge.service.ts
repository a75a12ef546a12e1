import { eq, inArray, sql } from 'drizzle-orm';
import { accountMergeSchema, type AccountMergeInput } from '../../../domain/accounts/account-schema';
import { can } from '../../../domain/auth/capabilities';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { ACCOUNT_STATUSES, isAccountEditable } from '../../../domain/opportunities/statuses';
import { ACCOUNT_SEARCH_PAGE_SIZE } from '../../../domain/reference/limits';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { accountMerges, accounts } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { isAccountInEditScope } from '../../scope/scope';
import { recordChanges, type Change } from '../../shared/sql/change-log';
import type { ServiceContext } from '../../shared/http/service-context';
import { getAccountDetails } from './account-details';
import { lockAccounts, moveAccountRows } from './account-merge.repo';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/account-messages';
import type { AccountMergeResult } from '../../../domain/accounts/account-views';
import { accountSearchCondition, countAccounts, findAccountRows } from './account-search.repo';
import { presentSearchRow, type AccountSearchResult, type Paged } from './account-search.service';
import { parseInput } from '../../shared/http/parse-input';

/** Merging accounts is an admin action (PERMISSIONS.md: 'people' holds Merge Accounts). */
export function requirePeople(ctx: ServiceContext): void {
  if (!can(ctx.user, 'people')) throw forbidden();
}

/**
 * Key-search for the merge screen: the key matches an account id, a housing profile id or the start of a
 * name; accounts already merged away are left out. 100 a page. Nothing found is a 404 with the spec's text,
 * so the error extraction shows 'No Such Accounts Exists.'.
 */
export async function keySearchAccounts(ctx: ServiceContext, key: string, page = 0): Promise<Paged<AccountSearchResult>> {
  requirePeople(ctx);
  if (key.trim() === '') throw badRequest(VALIDATION_MESSAGES.required);
  const size = ACCOUNT_SEARCH_PAGE_SIZE;
  const condition = accountSearchCondition(ctx.scope, { q: key, excludeMerged: true });
  const totalCount = await countAccounts(ctx.tx, condition);
  if (totalCount === 0) throw notFound(FAILURE_MESSAGES.noSuchAccounts);
  const rows = await findAccountRows(ctx.tx, condition, { sort: 'accountId', order: 'asc', limit: size, offset: page * size });
  return { results: rows.map(presentSearchRow), totalCount, page, size };
}


export type { AccountMergeResult };

/**
 * PUT /sapna/v1/account/merge. Everything the merged accounts own moves to the survivor, their wallet
 * amounts are added to the survivor's (money never disappears with an account), and each merged account
 * becomes Merged (6) with mergedIntoId. The change log gets, for every moved row, a delete under the account
 * it left and an upsert under the survivor, so devices on either side converge.
 */
export async function mergeAccounts(ctx: ServiceContext, input: AccountMergeInput): Promise<AccountMergeResult> {
  requirePeople(ctx);
  const { survivorAccountId, mergedAccountIds: requested } = parseInput(accountMergeSchema, input);
  const mergedIds = [...new Set(requested)];
  if (mergedIds.includes(survivorAccountId)) throw badRequest(ACCOUNT_MESSAGES.mergeIntoItself);

  const locked = await lockAccounts(ctx.tx, [survivorAccountId, ...mergedIds]);
  const byId = new Map(locked.filter((a) => isAccountInEditScope(ctx.scope, a)).map((a) => [a.id, a]));
  const survivor = byId.get(survivorAccountId);
  if (!survivor || mergedIds.some((id) => !byId.has(id))) throw notFound(FAILURE_MESSAGES.noSuchAccounts);
  if (!isAccountEditable(survivor.statusId)) throw conflict(ACCOUNT_MESSAGES.mergeSurvivorNotEditable);
  const alreadyMerged = mergedIds.find((id) => byId.get(id)?.statusId === ACCOUNT_STATUSES.MERGED);
  if (alreadyMerged !== undefined) throw conflict(ACCOUNT_MESSAGES.alreadyMerged(alreadyMerged));

  const { moved, ticketCount } = await moveAccountRows(ctx.tx, survivorAccountId, mergedIds, ctx.now);
  const mergedWallets = sql`(select coalesce(sum(${accounts.walletAmount}), 0) from ${accounts} where ${inArray(accounts.id, mergedIds)})`;
  await ctx.tx
    .update(accounts)
    .set({ walletAmount: sql`${accounts.walletAmount} + ${mergedWallets}`, updatedAt: ctx.now, version: sql`${accounts.version} + 1` })
    .where(eq(accounts.id, survivorAccountId));
  await ctx.tx
    .update(accounts)
    .set({
      statusId: ACCOUNT_STATUSES.MERGED,
      mergedIntoId: survivorAccountId,
      walletAmount: '0',
      updatedAt: ctx.now,
      version: sql`${accounts.version} + 1`,
    })
    .where(inArray(accounts.id, mergedIds));
  // Accounts merged earlier into one of these now point at the survivor.
  await ctx.tx.update(accounts).set({ mergedIntoId: survivorAccountId }).where(inArray(accounts.mergedIntoId, mergedIds));
  await ctx.tx.insert(accountMerges).values(mergedIds.map((mergedId) => ({ survivorId: survivorAccountId, mergedId, mergedById: ctx.user.id, mergedAt: ctx.now })));

  const changes: Change[] = [];
  for (const row of moved) changes.push({ entity: row.entity, entityId: row.id, accountId: row.fromAccountId, op: 'delete' });
  for (const row of moved) changes.push({ entity: row.entity, entityId: row.id, accountId: survivorAccountId, op: 'upsert' });
  for (const mergedId of mergedIds) changes.push({ entity: 'account', entityId: mergedId, accountId: mergedId, op: 'upsert' });
  changes.push({ entity: 'account', entityId: survivorAccountId, accountId: survivorAccountId, op: 'upsert' });
  await recordChanges(ctx.tx, changes);

  const count = (entity: string) => moved.filter((r) => r.entity === entity).length;
  return {
    survivor: await getAccountDetails(ctx, survivorAccountId),
    mergedAccountIds: mergedIds,
    moved: { contacts: count('contact'), legalEntities: count('legalEntity'), opportunities: count('opportunity'), comments: count('comment'), tickets: ticketCount },
  };
}
