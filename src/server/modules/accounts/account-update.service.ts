import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountUpdateSchema } from '../../../domain/accounts/account-schema';
import { FAILURE_MESSAGES } from '../../../domain/errors/messages';
import { ACCOUNT_CLIENT_STATUSES } from '../../../domain/reference/ids';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { accounts, cities } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';
import { recordChange } from '../../shared/change-log';
import type { ServiceContext } from '../../shared/service-context';
import { loadAccountInScope, loadEditableAccount, requireSell } from './account-access.service';
import { ACCOUNT_MESSAGES } from './account-messages';
import { parseInput } from '../../shared/parse-input';
import { getAccountDetails } from './account-details';
import type { AccountDetails } from './account-presenter';

const baseVersion = z.number().int().positive().nullish();
const clientStatusId = z.union(Object.values(ACCOUNT_CLIENT_STATUSES).map((id) => z.literal(id)), {
  error: VALIDATION_MESSAGES.positiveId,
});

/** PUT /sapna/v1/account/{id}: the account edit fields (spec 000 §3). */
export const accountUpdateV1Schema = accountUpdateSchema.extend({ baseVersion });
/** PUT /sapna/v2/account/{id}: v1 plus the client status (Hot 1, Cold 2, Warm 3), which v1 cannot change. */
export const accountUpdateV2Schema = accountUpdateV1Schema.extend({ clientStatusId: clientStatusId.optional() });

export type AccountUpdateV1Input = z.input<typeof accountUpdateV1Schema>;
export type AccountUpdateV2Input = z.input<typeof accountUpdateV2Schema>;

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
