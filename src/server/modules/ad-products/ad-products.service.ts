import { eq, inArray } from 'drizzle-orm';
import {
  AUDIENCE_MAXIMIZER_PRODUCT_ID,
  PACKAGE_SLOT_MESSAGES,
  bookingPlaceOf,
  totalPagesOf,
  type CheckedPackageSlot,
  type PackageSlotInput,
  type PackageSlotListQuery,
  type PackageSlotPage,
  type PackageSlotView,
  type SlotCardInput,
} from '../../../domain/ad-products/package-slot';
import { can } from '../../../domain/auth/capabilities';
import { validateLinkedProjectCount } from '../../../domain/ad-products/ad-product-form';
import { opportunities, opportunityPackageMappings, packageSlotCards, packageSlots, projects } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../errors';
import { datedSlotProblem, SLOT_RULE_MESSAGES, type SoldAmount } from '../../../domain/ad-products/slot-rules';
import { opportunityInScope, type Scope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { and } from 'drizzle-orm';
import * as repo from './ad-products.repo';
import { bookSlot, recordSlotHistory, releaseBooking } from './slot-booking.service';
import { slotAmount, soldMappingOf } from './slot-rules.service';

/**
 * Audience maximizer package slots (issue 14). Reads: every signed-in user, rows by scope (content roles, who edit
 * the cards, read the whole brand). Writes: `sell` on opportunities in scope; cards also `content`.
 */
function readScope(ctx: ServiceContext): Scope {
  return can(ctx.user, 'content') ? { domainId: ctx.user.domainId, all: true } : ctx.scope;
}

export async function listPackageSlots(ctx: ServiceContext, query: PackageSlotListQuery): Promise<PackageSlotPage> {
  const productIds = query.placeholder_ids ? query.placeholder_ids.split(',').map(Number) : [AUDIENCE_MAXIMIZER_PRODUCT_ID];
  const { rows, hasNext } = await repo.listSlots(ctx.tx, readScope(ctx), query, productIds);
  return { data: rows, current_page_no: query.current_page_no, row_per_page: query.row_per_page, total_pages: totalPagesOf(query.current_page_no, hasNext) };
}

export async function getPackageSlot(ctx: ServiceContext, slotId: number): Promise<PackageSlotView> {
  const slot = await repo.findSlot(ctx.tx, readScope(ctx), slotId);
  if (!slot) throw notFound(PACKAGE_SLOT_MESSAGES.notFound);
  return slot;
}

function checked(input: PackageSlotInput): CheckedPackageSlot {
  const { opportunity_id, audience_maximizer_type, start_date, end_date, amount } = input;
  // The schema's rules have run; this only narrows the types.
  if (!opportunity_id || !audience_maximizer_type || !start_date || !end_date) throw badRequest(PACKAGE_SLOT_MESSAGES.notFound);
  return { ...input, opportunity_id, audience_maximizer_type, start_date, end_date, amount: typeof amount === 'number' ? amount : null };
}

/**
 * The references a slot names exist and are the user's: opportunity in scope, a sold mapping of product 83 on it
 * (the one named, else the first), projects, polygons; and the slot does not end in the past (issue 50).
 */
async function checkReferences(ctx: ServiceContext, slot: CheckedPackageSlot): Promise<{ cityId: number | null; mappingId: number; amount: number }> {
  if (!can(ctx.user, 'sell')) throw forbidden();
  const [opportunity] = await ctx.tx
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(eq(opportunities.id, slot.opportunity_id), opportunityInScope(ctx.scope)))
    .for('update');
  if (!opportunity) throw notFound(PACKAGE_SLOT_MESSAGES.opportunityNotFound);
  const past = datedSlotProblem(slot.end_date, ctx.now);
  if (past) throw unprocessable(past);
  const mapping = await soldMappingOf(ctx.tx, slot.opportunity_id, AUDIENCE_MAXIMIZER_PRODUCT_ID, slot.opportunity_package_mapping_id);
  if (slot.audience_maximizer_type === 'project_level') {
    const [row] = await ctx.tx.select({ quantity: opportunityPackageMappings.quantity }).from(opportunityPackageMappings).where(eq(opportunityPackageMappings.id, mapping.id));
    const limit = validateLinkedProjectCount(Math.max(0, slot.project_ids.length - 1), row?.quantity ?? 1);
    if (limit) throw unprocessable(limit);
  }
  let cityId: number | null = null;
  if (slot.project_ids.length > 0) {
    const found = await ctx.tx.select({ id: projects.id, cityId: projects.cityId }).from(projects).where(inArray(projects.id, slot.project_ids));
    if (found.length !== new Set(slot.project_ids).size) throw notFound(PACKAGE_SLOT_MESSAGES.projectNotFound);
    cityId = found.find((p) => p.id === slot.project_ids[0])?.cityId ?? null;
  }
  for (const uuid of [slot.polygon_id, slot.am_target_polygon_id]) {
    if (!uuid) continue;
    const place = await repo.polygonCity(ctx.tx, uuid);
    if (!place) throw notFound(PACKAGE_SLOT_MESSAGES.polygonNotFound);
    if (uuid === slot.polygon_id || cityId === null) cityId = place.cityId;
  }
  return { cityId, mappingId: mapping.id, amount: slotAmount(slot.amount, mapping) };
}

function columns(slot: CheckedPackageSlot, mappingId: number, amount: number) {
  const money = (v: number | null | undefined) => (v === null || v === undefined ? null : v.toFixed(2));
  return {
    opportunityId: slot.opportunity_id,
    opportunityPackageMappingId: mappingId,
    productId: AUDIENCE_MAXIMIZER_PRODUCT_ID,
    audienceMaximizerType: slot.audience_maximizer_type,
    startDate: slot.start_date,
    endDate: slot.end_date,
    entityTypeId: slot.entity_type_id,
    entityId: slot.entity_id ?? null,
    innerChurnRadius: slot.inner_churn_radius ?? null,
    outerChurnRadius: slot.outer_churn_radius ?? null,
    amount: amount.toFixed(2),
    sendActivationMail: slot.send_activation_mail,
    impressionsCount: slot.impressions_count ?? null,
    polygonId: slot.polygon_id || null,
    productTypeId: slot.product_type_id ?? null,
    productActivationId: slot.product_activation_id ?? null,
    notes: slot.notes || null,
    isLocalityChurn: slot.is_locality_churn,
    supplyUserUuid: slot.supply_user_uuid || null,
    eventId: slot.event_id ?? null,
    amTargetPolygonId: slot.am_target_polygon_id || null,
    minBudget: money(slot.min_budget),
    maxBudget: money(slot.max_budget),
    projectIds: slot.project_ids,
    localityCity: slot.locality_city || null,
    status: slot.status,
  };
}

async function replaceCards(ctx: ServiceContext, slotId: number, cards: readonly SlotCardInput[]): Promise<void> {
  await ctx.tx.delete(packageSlotCards).where(eq(packageSlotCards.slotId, slotId));
  if (cards.length === 0) return;
  await ctx.tx.insert(packageSlotCards).values(
    cards.map((c) => ({ slotId, content: c.content || null, priority: c.priority, title: c.title, subTitle: c.sub_title || null, productId: c.product_id ?? AUDIENCE_MAXIMIZER_PRODUCT_ID, status: c.status })),
  );
}

async function book(ctx: ServiceContext, slotId: number, slot: CheckedPackageSlot, cityId: number | null, moved: boolean): Promise<void> {
  await bookSlot(ctx.tx, {
    productId: AUDIENCE_MAXIMIZER_PRODUCT_ID,
    places: [{ placeKey: bookingPlaceOf(slot), cityId }],
    startDate: slot.start_date,
    endDate: slot.end_date,
    source: 'package_slot',
    sourceId: slotId,
    opportunityId: slot.opportunity_id,
  });
  await recordSlotHistory(ctx.tx, { source: 'package_slot', sourceId: slotId, action: moved ? 'moved' : 'booked', startDate: slot.start_date, endDate: slot.end_date, userId: ctx.user.id, at: ctx.now });
}

/**
 * The amount a slot of the product takes when none is typed (issue 50): its sold package mapping's on the
 * opportunity (the one named, else the first holding the product). The opportunity must be in the user's scope.
 */
export async function soldAmount(ctx: ServiceContext, opportunityId: number, productId: number, mappingId?: number | null): Promise<SoldAmount> {
  if (!can(ctx.user, 'sell')) throw forbidden();
  const [opportunity] = await ctx.tx.select({ id: opportunities.id }).from(opportunities).where(and(eq(opportunities.id, opportunityId), opportunityInScope(ctx.scope)));
  if (!opportunity) throw notFound(PACKAGE_SLOT_MESSAGES.opportunityNotFound);
  const mapping = await soldMappingOf(ctx.tx, opportunityId, productId, mappingId);
  return { opportunityPackageMappingId: mapping.id, amount: mapping.amount };
}

/** POST create-packages: the slot, its cards and its booking in one transaction. */
export async function createPackageSlot(ctx: ServiceContext, input: PackageSlotInput): Promise<PackageSlotView> {
  const slot = checked(input);
  const { cityId, mappingId, amount } = await checkReferences(ctx, slot);
  const [row] = await ctx.tx
    .insert(packageSlots)
    .values({ ...columns(slot, mappingId, amount), domainId: ctx.user.domainId, createdBy: ctx.user.id, updatedBy: ctx.user.id, createdAt: ctx.now, updatedAt: ctx.now })
    .returning({ id: packageSlots.id });
  if (!row) throw new Error('package slot insert returned no row');
  await book(ctx, row.id, slot, cityId, false);
  await replaceCards(ctx, row.id, slot.cards);
  return getPackageSlot(ctx, row.id);
}

/** POST update-packages: slot_id names the slot; it must be in the user's scope. */
export async function updatePackageSlot(ctx: ServiceContext, input: PackageSlotInput): Promise<PackageSlotView> {
  if (!can(ctx.user, 'sell')) throw forbidden();
  if (!input.slot_id) throw badRequest(PACKAGE_SLOT_MESSAGES.notFound);
  const existing = await repo.findSlot(ctx.tx, ctx.scope, input.slot_id, { lock: true });
  if (!existing) throw notFound(PACKAGE_SLOT_MESSAGES.notFound);
  if (existing.status === 'cancelled') throw conflict(SLOT_RULE_MESSAGES.cancelled);
  const slot = checked(input);
  const { cityId, mappingId, amount } = await checkReferences(ctx, slot);
  await ctx.tx.update(packageSlots).set({ ...columns(slot, mappingId, amount), updatedBy: ctx.user.id, updatedAt: ctx.now }).where(eq(packageSlots.id, existing.slot_id));
  await book(ctx, existing.slot_id, slot, cityId, true);
  await replaceCards(ctx, existing.slot_id, slot.cards);
  return getPackageSlot(ctx, existing.slot_id);
}

/** The cards only: content roles (any slot of the brand) and sellers (slots in scope). */
export async function savePackageSlotCards(ctx: ServiceContext, slotId: number, cards: readonly SlotCardInput[]): Promise<PackageSlotView> {
  const content = can(ctx.user, 'content');
  if (!content && !can(ctx.user, 'sell')) throw forbidden();
  const existing = await repo.findSlot(ctx.tx, content ? { domainId: ctx.user.domainId, all: true } : ctx.scope, slotId, { lock: true });
  if (!existing) throw notFound(PACKAGE_SLOT_MESSAGES.notFound);
  await replaceCards(ctx, slotId, cards);
  await ctx.tx.update(packageSlots).set({ updatedBy: ctx.user.id, updatedAt: ctx.now }).where(eq(packageSlots.id, slotId));
  return getPackageSlot(ctx, slotId);
}

/** Cancel with a reason (issue 50): the slot's status becomes cancelled (final), its booking is freed, history kept. */
export async function cancelPackageSlot(ctx: ServiceContext, slotId: number, reason: string): Promise<PackageSlotView> {
  if (!can(ctx.user, 'sell')) throw forbidden();
  const existing = await repo.findSlot(ctx.tx, ctx.scope, slotId, { lock: true });
  if (!existing) throw notFound(PACKAGE_SLOT_MESSAGES.notFound);
  if (existing.status === 'cancelled') throw conflict(SLOT_RULE_MESSAGES.alreadyCancelled);
  await ctx.tx.update(packageSlots).set({ status: 'cancelled', updatedBy: ctx.user.id, updatedAt: ctx.now }).where(eq(packageSlots.id, slotId));
  await releaseBooking(ctx.tx, 'package_slot', slotId);
  await recordSlotHistory(ctx.tx, { source: 'package_slot', sourceId: slotId, action: 'cancelled', reason, startDate: existing.start_date, endDate: existing.end_date, userId: ctx.user.id, at: ctx.now });
  return getPackageSlot(ctx, slotId);
}
