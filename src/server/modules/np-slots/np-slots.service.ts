import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { istDateOf, addDays } from '../../../domain/format/ist-calendar';
import {
  NP_SLOT_MESSAGES,
  NP_SLOT_TEXT,
  npProjectProblem,
  type ConfigDetails,
  type NpPoc,
  type NpProjectOption,
  type NpSlot,
  type NpSlotAddInput,
  type NpSlotStatus,
  type NpSlotSwapInput,
  type NpSummary,
} from '../../../domain/np-slots/np-slot';
import { CHILD_POINT_OF_CONTACT_TYPE_ID } from '../../../domain/reference/ids';
import { projectLimitMessage } from '../../../domain/validation/messages';
import {
  accounts,
  cities,
  contacts,
  dynamicProperties,
  npSlots,
  opportunities,
  opportunityPackageMappings,
  packageProductMappings,
  packages,
  products,
  projectConfigurations,
  projects,
} from '../../db/schema/index';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import { opportunityInScope, type Scope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { bookSlot, endBooking, recordSlotHistory, releaseBooking } from '../ad-products/slot-booking.service';
import { adConfigFlag } from '../ad-config/ad-config.service';
import { datedSlotProblem, SLOT_RULE_MESSAGES } from '../../../domain/ad-products/slot-rules';
import { findSlotSwap, requestSlotSwap } from '../approvals/slot-swaps.service';

/**
 * NP pinning slots of one opportunity package mapping (issue 14; spec 002 §2 np-slot/{opmId}). Reads: the mapping's
 * opportunity in scope (content roles: the brand). Add, swap, activate: `sell`, in scope. Stop: only the user the
 * setting npSlot.stopUserId names (spec 002 §4; PERMISSIONS.md), everyone else 403.
 */
export const NP_STOP_USER_KEY = 'npSlot.stopUserId';
const HOLDING: NpSlotStatus[] = ['pending_activation', 'active', 'swap_pending'];

type Mapping = {
  id: number;
  opportunityId: number;
  opportunityName: string;
  accountId: number;
  accountName: string;
  packageName: string;
  cityId: number | null;
  cityName: string | null;
  quantity: number;
};

function readScope(ctx: ServiceContext): Scope {
  return can(ctx.user, 'content') ? { domainId: ctx.user.domainId, all: true } : ctx.scope;
}

async function mappingOr404(ctx: ServiceContext, opmId: number, opts: { write?: boolean } = {}): Promise<Mapping> {
  if (opts.write && !can(ctx.user, 'sell')) throw forbidden();
  const query = ctx.tx
    .select({
      id: opportunityPackageMappings.id,
      opportunityId: opportunities.id,
      opportunityName: opportunities.name,
      accountId: accounts.id,
      accountName: accounts.name,
      packageName: packages.name,
      cityId: opportunityPackageMappings.cityId,
      cityName: cities.name,
      quantity: opportunityPackageMappings.quantity,
    })
    .from(opportunityPackageMappings)
    .innerJoin(opportunities, eq(opportunities.id, opportunityPackageMappings.opportunityId))
    .innerJoin(accounts, eq(accounts.id, opportunities.accountId))
    .innerJoin(packages, eq(packages.id, opportunityPackageMappings.packageId))
    .leftJoin(cities, eq(cities.id, opportunityPackageMappings.cityId))
    .where(and(eq(opportunityPackageMappings.id, opmId), opportunityInScope(opts.write ? ctx.scope : readScope(ctx))));
  // A write holds the mapping until the transaction ends: two adds on one mapping count its slots one after the other.
  const [row] = opts.write ? await query.for('update', { of: opportunityPackageMappings }) : await query;
  if (!row) throw notFound(NP_SLOT_TEXT.mappingNotFound);
  return row;
}

async function npProductOf(ctx: ServiceContext, opmId: number): Promise<number> {
  const [row] = await ctx.tx
    .select({ productId: products.id })
    .from(opportunityPackageMappings)
    .innerJoin(packageProductMappings, eq(packageProductMappings.packageId, opportunityPackageMappings.packageId))
    .innerJoin(products, eq(products.id, packageProductMappings.productId))
    .where(and(eq(opportunityPackageMappings.id, opmId), eq(products.isNpProduct, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw unprocessable(NP_SLOT_TEXT.notAnNpPackage);
  return row.productId;
}

function present(row: typeof npSlots.$inferSelect): NpSlot {
  return {
    slotId: row.id,
    opmV2Id: row.opportunityPackageMappingId,
    opportunityId: row.opportunityId,
    parentId: row.parentId,
    projectId: row.projectId,
    projectName: row.projectName,
    configDetails: row.configDetails,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status as NpSlotStatus,
    swapId: row.swapId,
  };
}

/** A decided swap approval decides its slots: approved, the new slot runs and the old one stops; rejected, the new one is freed. */
async function settleSwaps(ctx: ServiceContext, opmId: number): Promise<void> {
  const pending = await ctx.tx.select().from(npSlots).where(and(eq(npSlots.opportunityPackageMappingId, opmId), eq(npSlots.status, 'swap_pending')));
  for (const slot of pending) {
    if (!slot.swapId) continue;
    const swap = await findSlotSwap(ctx.tx, slot.swapId);
    if (!swap || swap.status === 'PendingApproval') continue;
    if (swap.status === 'Approved') {
      await ctx.tx.update(npSlots).set({ status: 'active', updatedAt: ctx.now }).where(eq(npSlots.id, slot.id));
      if (slot.parentId) {
        await ctx.tx.update(npSlots).set({ status: 'stopped', updatedAt: ctx.now }).where(eq(npSlots.id, slot.parentId));
        const dayBefore = addDays(slot.startDate, -1);
        await endBooking(ctx.tx, 'np_slot', slot.parentId, dayBefore);
      }
    } else {
      await ctx.tx.update(npSlots).set({ status: 'swap_rejected', updatedAt: ctx.now }).where(eq(npSlots.id, slot.id));
      await releaseBooking(ctx.tx, 'np_slot', slot.id);
    }
  }
}

export async function listNpSlots(ctx: ServiceContext, opmId: number): Promise<NpSlot[]> {
  await mappingOr404(ctx, opmId);
  await settleSwaps(ctx, opmId);
  const rows = await ctx.tx.select().from(npSlots).where(eq(npSlots.opportunityPackageMappingId, opmId)).orderBy(asc(npSlots.id));
  return rows.map(present);
}

export async function pendingActivations(ctx: ServiceContext, opmId: number): Promise<NpSlot[]> {
  return (await listNpSlots(ctx, opmId)).filter((s) => s.status === 'pending_activation');
}

async function stopUserId(ctx: ServiceContext): Promise<number | null> {
  const [row] = await ctx.tx.select({ value: dynamicProperties.value }).from(dynamicProperties).where(eq(dynamicProperties.key, NP_STOP_USER_KEY));
  return typeof row?.value === 'number' ? row.value : null;
}

export async function npSummary(ctx: ServiceContext, opmId: number): Promise<NpSummary> {
  const mapping = await mappingOr404(ctx, opmId);
  const slots = await listNpSlots(ctx, opmId);
  const count = (status: NpSlotStatus) => slots.filter((s) => s.status === status).length;
  const inScope = can(ctx.user, 'sell') && (ctx.scope.all || (await ctx.tx.select({ id: opportunities.id }).from(opportunities).where(and(eq(opportunities.id, mapping.opportunityId), opportunityInScope(ctx.scope)))).length > 0);
  return {
    opmV2Id: mapping.id,
    opportunityId: mapping.opportunityId,
    opportunityName: mapping.opportunityName,
    accountName: mapping.accountName,
    packageName: mapping.packageName,
    cityName: mapping.cityName,
    quantity: mapping.quantity,
    used: slots.filter((s) => HOLDING.includes(s.status)).length,
    active: count('active'),
    pendingActivation: count('pending_activation'),
    stopped: count('stopped'),
    swapPending: count('swap_pending'),
    canStop: (await stopUserId(ctx)) === ctx.user.id,
    canEdit: inScope,
  };
}

export async function primaryAndChildPoc(ctx: ServiceContext, opmId: number): Promise<NpPoc> {
  const mapping = await mappingOr404(ctx, opmId);
  const rows = await ctx.tx
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phone, typeId: contacts.contactTypeId, verified: contacts.isVerified })
    .from(contacts)
    .where(and(eq(contacts.accountId, mapping.accountId), eq(contacts.active, true)))
    .orderBy(asc(contacts.id))
    .limit(200);
  const pick = ({ id, name, email, phone }: (typeof rows)[number]) => ({ id, name, email, phone });
  const primary = rows.find((c) => c.typeId !== CHILD_POINT_OF_CONTACT_TYPE_ID);
  return { primary: primary ? pick(primary) : null, children: rows.filter((c) => c.typeId === CHILD_POINT_OF_CONTACT_TYPE_ID && c.verified).map(pick) };
}

async function configurationsOf(ctx: ServiceContext, projectIds: number[]): Promise<Map<number, ConfigDetails[]>> {
  const map = new Map<number, ConfigDetails[]>();
  if (projectIds.length === 0) return map;
  const rows = await ctx.tx.select().from(projectConfigurations).where(inArray(projectConfigurations.projectId, projectIds)).orderBy(asc(projectConfigurations.id));
  for (const c of rows) {
    const list = map.get(c.projectId) ?? [];
    list.push({ apartmentType: c.apartmentType, areaSize: c.areaSize, price: c.price === null ? null : Number(c.price), flatConfigurationId: c.id });
    map.set(c.projectId, list);
  }
  return map;
}

/** Projects to pin (the mapping's city first, then all; name contains `q`), with their configurations. */
export async function projectOptions(ctx: ServiceContext, opmId: number, q: string | undefined): Promise<NpProjectOption[]> {
  const mapping = await mappingOr404(ctx, opmId);
  const conditions = [q ? ilike(projects.name, `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined].filter((c) => c !== undefined);
  const rows = await ctx.tx
    .select({ id: projects.id, name: projects.name, hasCoverImage: projects.hasCoverImage, cityId: projects.cityId })
    .from(projects)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(sql`${projects.cityId} is not distinct from ${mapping.cityId} desc`, asc(projects.name))
    .limit(20);
  const configs = await configurationsOf(ctx, rows.map((r) => r.id));
  return rows.map((r) => ({ projectId: r.id, projectName: r.name, hasCoverImage: r.hasCoverImage, configurations: configs.get(r.id) ?? [] }));
}

/** The project and the chosen configuration, after the two checks of spec 002 §5. */
async function checkedProject(ctx: ServiceContext, projectId: number, flatConfigurationId: number) {
  const [project] = await ctx.tx.select().from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound(NP_SLOT_TEXT.projectNotFound);
  const configurations = (await configurationsOf(ctx, [projectId])).get(projectId) ?? [];
  const problem = npProjectProblem({ hasCoverImage: project.hasCoverImage, configurations });
  if (problem) throw unprocessable(problem);
  const config = configurations.find((c) => c.flatConfigurationId === flatConfigurationId);
  if (!config) throw notFound(NP_SLOT_TEXT.configurationNotFound);
  if (config.price === null || !(config.price > 0)) throw unprocessable(NP_SLOT_MESSAGES.noPricedConfiguration);
  return { project, config };
}

/** NP capacity is per city (ad-product-config np_slots.slots_per_city): the place is the project's city. */
async function book(ctx: ServiceContext, productId: number, slot: { id: number; opportunityId: number; startDate: string; endDate: string }, project: { id: number; cityId: number | null }) {
  const past = datedSlotProblem(slot.endDate, ctx.now);
  if (past) throw unprocessable(past);
  await bookSlot(ctx.tx, {
    productId,
    places: [{ placeKey: project.cityId ? `city:${project.cityId}` : `project:${project.id}`, cityId: project.cityId }],
    startDate: slot.startDate,
    endDate: slot.endDate,
    source: 'np_slot',
    sourceId: slot.id,
    opportunityId: slot.opportunityId,
  });
  await recordSlotHistory(ctx.tx, { source: 'np_slot', sourceId: slot.id, action: 'booked', startDate: slot.startDate, endDate: slot.endDate, userId: ctx.user.id, at: ctx.now });
}

async function holdingCount(ctx: ServiceContext, opmId: number): Promise<number> {
  const rows = await ctx.tx.select({ id: npSlots.id }).from(npSlots).where(and(eq(npSlots.opportunityPackageMappingId, opmId), inArray(npSlots.status, HOLDING)));
  return rows.length;
}

/** Add: 'Slot added successfully!'; the slot waits for activation. */
export async function addNpSlot(ctx: ServiceContext, opmId: number, input: NpSlotAddInput): Promise<NpSlot> {
  const mapping = await mappingOr404(ctx, opmId, { write: true });
  const productId = await npProductOf(ctx, opmId);
  const { project, config } = await checkedProject(ctx, input.projectId, input.flatConfigurationId);
  if ((await holdingCount(ctx, opmId)) >= mapping.quantity) throw unprocessable(projectLimitMessage(mapping.quantity));
  const [row] = await ctx.tx
    .insert(npSlots)
    .values({
      opportunityPackageMappingId: opmId,
      opportunityId: mapping.opportunityId,
      productId,
      projectId: project.id,
      projectName: project.name,
      configDetails: config,
      startDate: input.startDate,
      endDate: input.endDate,
      status: 'pending_activation',
      createdBy: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('np slot insert returned no row');
  await book(ctx, productId, row, project);
  return present(row);
}

async function slotOf(ctx: ServiceContext, opmId: number, slotId: number) {
  const [slot] = await ctx.tx.select().from(npSlots).where(and(eq(npSlots.id, slotId), eq(npSlots.opportunityPackageMappingId, opmId))).for('update');
  if (!slot) throw notFound(NP_SLOT_TEXT.slotNotFound);
  return slot;
}

/** Swap: a new slot waiting for the swap approval ('Slot approval request sent successfully!'). */
export async function swapNpSlot(ctx: ServiceContext, opmId: number, input: NpSlotSwapInput): Promise<{ slot: NpSlot; swapId: number }> {
  const mapping = await mappingOr404(ctx, opmId, { write: true });
  if ((await adConfigFlag(ctx.tx, 'np_slots', 'swap_allowed')) === false) throw conflict(SLOT_RULE_MESSAGES.swapsNotAllowed);
  await settleSwaps(ctx, opmId);
  const from = await slotOf(ctx, opmId, input.slotId);
  if (from.status !== 'active') throw conflict(NP_SLOT_TEXT.notActive);
  const { project, config } = await checkedProject(ctx, input.projectId, input.flatConfigurationId);
  const [row] = await ctx.tx
    .insert(npSlots)
    .values({
      opportunityPackageMappingId: opmId,
      opportunityId: mapping.opportunityId,
      productId: from.productId,
      parentId: from.id,
      projectId: project.id,
      projectName: project.name,
      configDetails: config,
      startDate: input.startDate,
      endDate: input.endDate,
      status: 'swap_pending',
      createdBy: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('np slot insert returned no row');
  await book(ctx, from.productId, row, project);
  const { swapId } = await requestSlotSwap(ctx, {
    opportunityId: mapping.opportunityId,
    opportunityPackageMappingId: opmId,
    projectName: project.name,
    fromSlotId: from.id,
    fromStartDate: from.startDate,
    fromEndDate: from.endDate,
    toSlotId: row.id,
    toStartDate: row.startDate,
    toEndDate: row.endDate,
    remark: input.remark ?? null,
  });
  const [updated] = await ctx.tx.update(npSlots).set({ swapId }).where(eq(npSlots.id, row.id)).returning();
  return { slot: present(updated ?? row), swapId };
}

/** Stop: the configured user only; the slot keeps the days it ran (through today, Kolkata). */
export async function stopNpSlot(ctx: ServiceContext, opmId: number, slotId: number, reason?: string | null): Promise<NpSlot> {
  if ((await stopUserId(ctx)) !== ctx.user.id) throw forbidden();
  await mappingOr404(ctx, opmId);
  const slot = await slotOf(ctx, opmId, slotId);
  if (slot.status !== 'active' && slot.status !== 'pending_activation') throw conflict(NP_SLOT_TEXT.alreadyStopped);
  const [row] = await ctx.tx.update(npSlots).set({ status: 'stopped', stoppedBy: ctx.user.id, updatedAt: ctx.now }).where(eq(npSlots.id, slot.id)).returning();
  await endBooking(ctx.tx, 'np_slot', slot.id, istDateOf(ctx.now));
  await recordSlotHistory(ctx.tx, { source: 'np_slot', sourceId: slot.id, action: 'stopped', reason: reason ?? null, startDate: slot.startDate, endDate: istDateOf(ctx.now), userId: ctx.user.id, at: ctx.now });
  return present(row ?? slot);
}

/**
 * Cancel with a reason (issue 50): a seller releases a slot still waiting for activation (booked by mistake): status
 * cancelled (final), its booking freed, history kept. A running slot is stopped instead (the configured user).
 */
export async function cancelNpSlot(ctx: ServiceContext, opmId: number, slotId: number, reason: string): Promise<NpSlot> {
  await mappingOr404(ctx, opmId, { write: true });
  const slot = await slotOf(ctx, opmId, slotId);
  if (slot.status === 'cancelled') throw conflict(SLOT_RULE_MESSAGES.alreadyCancelled);
  if (slot.status !== 'pending_activation') throw conflict(NP_SLOT_TEXT.notCancellable);
  const [row] = await ctx.tx.update(npSlots).set({ status: 'cancelled', updatedAt: ctx.now }).where(eq(npSlots.id, slot.id)).returning();
  await releaseBooking(ctx.tx, 'np_slot', slot.id);
  await recordSlotHistory(ctx.tx, { source: 'np_slot', sourceId: slot.id, action: 'cancelled', reason, startDate: slot.startDate, endDate: slot.endDate, userId: ctx.user.id, at: ctx.now });
  return present(row ?? slot);
}

/** Pending activation: a seller activates a waiting slot. */
export async function activateNpSlot(ctx: ServiceContext, opmId: number, slotId: number): Promise<NpSlot> {
  await mappingOr404(ctx, opmId, { write: true });
  const slot = await slotOf(ctx, opmId, slotId);
  if (slot.status !== 'pending_activation') throw conflict(NP_SLOT_TEXT.notPending);
  const [row] = await ctx.tx.update(npSlots).set({ status: 'active', updatedAt: ctx.now }).where(and(eq(npSlots.id, slot.id), ne(npSlots.status, 'stopped'))).returning();
  return present(row ?? slot);
}

