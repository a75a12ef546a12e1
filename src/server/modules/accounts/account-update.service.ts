import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountUpdateV1Schema, accountUpdateV2Schema, type AccountUpdateV1Input, type AccountUpdateV2Input } from '../../../domain/accounts/account-schema';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { accounts, cities } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';
import { recordChange } from '../../shared/sql/change-log';
import type { ServiceContext } from '../../shared/http/service-context';
import { loadAccountInScope, loadEditableAccount, requireSell } from './account-access.service';
import { ACCOUNT_MESSAGES } from '../../../domain/accounts/account-messages';
import { parseInput } from '../../shared/http/parse-input';
import { getAccountDetails } from './account-details';
import type { AccountDetails } from './account-presenter';


export async function updateAccount(ctx: ServiceContext, accountId: number, input: AccountUpdateV1Input): Promise<AccountDetails> {
  return applyAccountUpdate(ctx, accountId, parseInput(accountUpdateV1Schema, input));
}

export async function updateAccountV2(ctx: ServiceContext, accountId: number, input: AccountUpdateV2Input): Promise<AccountDetails> {
  return applyAccountUpdate(ctx, accountId, parseInput(accountUpdateV2Schema, input));
}

type ParsedUpdate = z.output<typeof accountUpdateV2Schema>;

async function applyAccountUpdate(ctx: ServiceContext, accountId: number, input: ParsedUpdate): Promise<AccountDetails> {
  const account = await loadEditableAccount(ctx, accountId);
  const [city] = await ctx.tx.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId));
  if (!city) throw badRequest(FAILURE_MESSAGES.invalidDropdownId);
  // SYNC.md: status fields refuse a stale base version; the other fields take the last write.
  const changesClientStatus = input.clientStatusId !== undefined && input.clientStatusId !== account.clientStatusId;
  if (changesClientStatus && input.baseVersion != null && input.baseVersion !== account.version) {
    throw conflict(ACCOUNT_MESSAGES.staleClientStatus);
  }
  await ctx.tx
    .update(accounts)
    .set({
      housingProfileId: input.housingProfileId ?? null,
      name: input.name,
      pan: input.pan ?? null,
      gstin: input.gstin ?? null,
      cityId: input.cityId,
      address: input.address ?? null,
      ...(input.clientStatusId !== undefined ? { clientStatusId: input.clientStatusId } : {}),
      updatedAt: ctx.now,
      version: sql`${accounts.version} + 1`,
    })
    .where(eq(accounts.id, accountId));
  await recordChange(ctx.tx, { entity: 'account', entityId: accountId, accountId, op: 'upsert' });
  return getAccountDetails(ctx, accountId);
}

export type DndStatus = { accountId: number; dndMarked: boolean };

/** GET /sapna/v1/account/mark/get-dnd-status. */
export async function getDndStatus(ctx: ServiceContext, accountId: number): Promise<DndStatus> {
  const account = await loadAccountInScope(ctx, accountId);
  return { accountId: account.id, dndMarked: account.dndMarked };
}

/**
 * POST /sapna/v1/account/mark/dnd. A customer's do-not-disturb request is honoured whatever the account's
 * status (our decision: it is a compliance mark, not an edit of the account's details).
 */
export async function markDnd(ctx: ServiceContext, accountId: number, dndMarked: boolean): Promise<DndStatus> {
  requireSell(ctx);
  const account = await loadAccountInScope(ctx, accountId, { forUpdate: true });
  if (account.dndMarked !== dndMarked) {
    await ctx.tx
      .update(accounts)
      .set({ dndMarked, updatedAt: ctx.now, version: sql`${accounts.version} + 1` })
      .where(eq(accounts.id, accountId));
    await recordChange(ctx.tx, { entity: 'account', entityId: accountId, accountId, op: 'upsert' });
  }
  return { accountId, dndMarked };
}
