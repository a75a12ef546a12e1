// The history of a package price (issue 50): every add, replace, edit, delete and CSV-imported change, who and when.
import { and, desc, eq, sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue-messages';
import type { PriceChange, PriceChangeAction } from '../../../domain/catalogue/price-schema';
import { fromPaise } from '../../../domain/money/paise';
import type { Tx } from '../../db/client';
import { packagePriceChanges, packagePrices, users } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';

/** A price's values before or after a change; the effective days are recorded by the form's writes (a CSV row has none). */
export type PriceAmounts = { ratePricePaise: number; salesPricePaise: number; validityDays: number; effectiveFrom?: string | null; effectiveTo?: string | null };
export type PriceChangeEntry = { priceId: number; packageId: number; action: PriceChangeAction; old: PriceAmounts | null; new: PriceAmounts | null };

/** Writes the audit rows of one write, by the context's user at its time (500 rows a statement). */
export async function recordPriceChanges(ctx: ServiceContext, entries: readonly PriceChangeEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await ctx.tx.insert(packagePriceChanges).values(
      entries.slice(i, i + 500).map((e) => ({
        priceId: e.priceId,
        packageId: e.packageId,
        action: e.action,
        oldRatePricePaise: e.old?.ratePricePaise ?? null,
        oldSalesPricePaise: e.old?.salesPricePaise ?? null,
        oldValidityDays: e.old?.validityDays ?? null,
        newRatePricePaise: e.new?.ratePricePaise ?? null,
        newSalesPricePaise: e.new?.salesPricePaise ?? null,
        newValidityDays: e.new?.validityDays ?? null,
        oldEffectiveFrom: e.old?.effectiveFrom ?? null,
        oldEffectiveTo: e.old?.effectiveTo ?? null,
        newEffectiveFrom: e.new?.effectiveFrom ?? null,
        newEffectiveTo: e.new?.effectiveTo ?? null,
        changedBy: ctx.user.id,
        changedAt: ctx.now,
      })),
    );
  }
}

const amountsOf = (rate: number | null, sales: number | null, validityDays: number | null, effectiveFrom: string | null, effectiveTo: string | null) =>
  rate === null || sales === null || validityDays === null ? null : { ratePrice: fromPaise(rate), salesPrice: fromPaise(sales), validityDays, effectiveFrom, effectiveTo };

/** GET /sapna/v2/package-price/entry/{priceId}/history: newest first. A deleted price keeps its history. */
export async function priceHistory(ctx: ServiceContext, priceId: number): Promise<PriceChange[]> {
  const rows = await historyRows(ctx.tx, priceId);
  if (!rows.length) {
    const [price] = await ctx.tx.select({ id: packagePrices.id }).from(packagePrices).where(eq(packagePrices.id, priceId));
    if (!price) throw notFound(CATALOGUE_MESSAGES.priceNotFound);
  }
  return rows.map((r) => ({
    id: r.change.id,
    priceId: r.change.priceId,
    action: r.change.action as PriceChangeAction,
    old: amountsOf(r.change.oldRatePricePaise, r.change.oldSalesPricePaise, r.change.oldValidityDays, r.change.oldEffectiveFrom, r.change.oldEffectiveTo),
    new: amountsOf(r.change.newRatePricePaise, r.change.newSalesPricePaise, r.change.newValidityDays, r.change.newEffectiveFrom, r.change.newEffectiveTo),
    changedById: r.change.changedBy,
    changedByName: r.name?.trim() || `User ${r.change.changedBy}`,
    changedAt: r.change.changedAt.toISOString(),
  }));
}

function historyRows(tx: Tx, priceId: number) {
  return tx
    .select({ change: packagePriceChanges, name: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(packagePriceChanges)
    .leftJoin(users, eq(users.id, packagePriceChanges.changedBy))
    .where(and(eq(packagePriceChanges.priceId, priceId)))
    .orderBy(desc(packagePriceChanges.changedAt), desc(packagePriceChanges.id))
    .limit(200);
}
