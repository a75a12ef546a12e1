import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { formatSlotTimestamp } from '../../../domain/format/slot-timestamp';
import { offsetPage, type Paged } from '../../shared/http/paged';
import {
  MICROSITE_PLACEHOLDER_ID,
  MICROSITE_SLOT_MESSAGES,
  EMPTY_MICROSITE_CONTENT,
  micrositeContentSchema,
  presentMicrositeContent,
  type CheckedMicrositeSlot,
  type MicrositeContent,
  type MicrositeListQuery,
  type MicrositeSlot,
  type MicrositeSlotInput,
} from '../../../domain/microsites/microsite';
import { accounts, cities, localities, micrositeSlots, opportunities, projects } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../errors';
import { datedSlotProblem, SLOT_RULE_MESSAGES } from '../../../domain/ad-products/slot-rules';
import { opportunityInScope, type Scope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { bookSlot, recordSlotHistory, releaseBooking } from '../ad-products/slot-booking.service';
import { soldMappingOf } from '../ad-products/slot-rules.service';
import { findOpportunityInScope } from '../opportunities/opportunity-access.service';

/**
 * Microsite slots, placeholder 75 (issue 14; spec 002 §3, §5). Reads: every signed-in user with sales read or
 * content, rows by scope (content roles read the whole brand). Slot writes: `sell` on opportunities in scope.
 * Content writes: `content` (any slot of the brand) and `sell` (slots in scope).
 */
type Row = { slot: typeof micrositeSlots.$inferSelect; projectName: string; sellerId: string | null };

function readScope(ctx: ServiceContext): Scope {
  return can(ctx.user, 'content') ? { domainId: ctx.user.domainId, all: true } : ctx.scope;
}

function present(row: Row): MicrositeSlot {
  const { slot } = row;
  return {
    slotId: slot.id,
    placeholderId: MICROSITE_PLACEHOLDER_ID,
    opportunityId: slot.opportunityId,
    entityId: slot.projectId,
    projectName: row.projectName,
    sellerId: row.sellerId,
    polygonId: slot.polygonId,
    startDate: slot.startDate,
    endDate: slot.endDate,
    status: slot.status === 'active' || slot.status === 'cancelled' ? slot.status : 'new',
    content: presentMicrositeContent({ ...EMPTY_MICROSITE_CONTENT, ...slot.content }),
    updatedAt: formatSlotTimestamp(slot.updatedAt),
  };
}

function selectRows(ctx: ServiceContext) {
  return ctx.tx
    .select({ slot: micrositeSlots, projectName: projects.name, sellerId: accounts.housingProfileId })
    .from(micrositeSlots)
    .innerJoin(opportunities, eq(opportunities.id, micrositeSlots.opportunityId))
    .innerJoin(projects, eq(projects.id, micrositeSlots.projectId))
    .leftJoin(accounts, eq(accounts.id, opportunities.accountId));
}

const SORT_COLUMNS = { slotId: micrositeSlots.id, startDate: micrositeSlots.startDate, endDate: micrositeSlots.endDate, status: micrositeSlots.status } as const;

/** The list's order: the asked column, then the slot id (newest first by default), so pages never overlap. */
function listOrder(sort: MicrositeListQuery['sort']): SQL[] {
  if (!sort) return [desc(micrositeSlots.id)];
  const by = sort.direction === 'asc' ? asc : desc;
  return sort.key === 'slotId' ? [by(micrositeSlots.id)] : [by(SORT_COLUMNS[sort.key]), by(micrositeSlots.id)];
}

export async function listMicrosites(ctx: ServiceContext, query: MicrositeListQuery): Promise<Paged<MicrositeSlot>> {
  const conditions: SQL[] = [eq(micrositeSlots.domainId, ctx.user.domainId), opportunityInScope(readScope(ctx))];
  if (query.opportunity_id !== undefined) conditions.push(eq(micrositeSlots.opportunityId, query.opportunity_id));
  if (query.status !== undefined) conditions.push(eq(micrositeSlots.status, query.status));
  const where = and(...conditions);
  return offsetPage(
    query,
    selectRows(ctx).where(where).orderBy(...listOrder(query.sort)),
    ctx.tx.select({ n: count() }).from(micrositeSlots).innerJoin(opportunities, eq(opportunities.id, micrositeSlots.opportunityId)).where(where),
    (rows) => rows.map(present),
  );
}

async function findRow(ctx: ServiceContext, id: number, scope: Scope, lock = false): Promise<Row> {
  const query = selectRows(ctx).where(and(eq(micrositeSlots.id, id), eq(micrositeSlots.domainId, ctx.user.domainId), opportunityInScope(scope)));
  const [row] = lock ? await query.for('update', { of: micrositeSlots }) : await query;
  if (!row) throw notFound(MICROSITE_SLOT_MESSAGES.notFound);
  return row;
}

export async function getMicrosite(ctx: ServiceContext, id: number): Promise<MicrositeSlot> {
  return present(await findRow(ctx, id, readScope(ctx)));
}

function checked(input: MicrositeSlotInput): CheckedMicrositeSlot {
  const { opportunityId, projectId, startDate, endDate } = input;
  // The schema's rules have run; this only narrows the types.
  if (!opportunityId || !projectId || !startDate || !endDate) throw badRequest(MICROSITE_SLOT_MESSAGES.notFound);
  return { ...input, opportunityId, projectId, startDate, endDate };
}

/**
 * The opportunity is the user's and has a sold mapping of product 75, the slot does not end in the past, the
 * project and the polygon exist; the polygon defaults to the project's city.
 */
async function references(ctx: ServiceContext, slot: CheckedMicrositeSlot): Promise<{ cityId: number | null; polygonId: string | null; mappingId: number }> {
  if (!can(ctx.user, 'sell')) throw forbidden();
  await findOpportunityInScope(ctx, slot.opportunityId, true);
  const past = datedSlotProblem(slot.endDate, ctx.now);
  if (past) throw unprocessable(past);
  const { id: mappingId } = await soldMappingOf(ctx.tx, slot.opportunityId, MICROSITE_PLACEHOLDER_ID);
  return { ...(await places(ctx, slot)), mappingId };
}

async function places(ctx: ServiceContext, slot: CheckedMicrositeSlot): Promise<{ cityId: number | null; polygonId: string | null }> {
  const [project] = await ctx.tx.select({ id: projects.id, cityId: projects.cityId }).from(projects).where(eq(projects.id, slot.projectId));
  if (!project) throw notFound(MICROSITE_SLOT_MESSAGES.projectNotFound);
  if (slot.polygonId) {
    const [city] = await ctx.tx.select({ id: cities.id }).from(cities).where(eq(cities.uuid, slot.polygonId));
    const [locality] = city ? [] : await ctx.tx.select({ id: localities.id }).from(localities).where(eq(localities.uuid, slot.polygonId));
    if (!city && !locality) throw notFound(MICROSITE_SLOT_MESSAGES.polygonNotFound);
    return { cityId: project.cityId, polygonId: slot.polygonId };
  }
  if (project.cityId === null) return { cityId: null, polygonId: null };
  const [city] = await ctx.tx.select({ uuid: cities.uuid }).from(cities).where(eq(cities.id, project.cityId));
  return { cityId: project.cityId, polygonId: city?.uuid ?? null };
}

/** Product 75 for the project and dates, through the shared capacity check (409 when taken). */
async function book(ctx: ServiceContext, slotId: number, slot: CheckedMicrositeSlot, cityId: number | null, moved: boolean): Promise<void> {
  await bookSlot(ctx.tx, {
    productId: MICROSITE_PLACEHOLDER_ID,
    places: [{ placeKey: `project:${slot.projectId}`, cityId }],
    startDate: slot.startDate,
    endDate: slot.endDate,
    source: 'microsite_slot',
    sourceId: slotId,
    opportunityId: slot.opportunityId,
  });
  await recordSlotHistory(ctx.tx, { source: 'microsite_slot', sourceId: slotId, action: moved ? 'moved' : 'booked', startDate: slot.startDate, endDate: slot.endDate, userId: ctx.user.id, at: ctx.now });
}

export async function createMicrosite(ctx: ServiceContext, input: MicrositeSlotInput): Promise<MicrositeSlot> {
  const slot = checked(input);
  const { cityId, polygonId, mappingId } = await references(ctx, slot);
  const [row] = await ctx.tx
    .insert(micrositeSlots)
    .values({
      domainId: ctx.user.domainId,
      opportunityId: slot.opportunityId,
      opportunityPackageMappingId: mappingId,
      projectId: slot.projectId,
      polygonId,
      startDate: slot.startDate,
      endDate: slot.endDate,
      status: slot.status,
      content: micrositeContentSchema.parse({}),
      createdBy: ctx.user.id,
      updatedBy: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: micrositeSlots.id });
  if (!row) throw new Error('microsite slot insert returned no row');
  await book(ctx, row.id, slot, cityId, false);
  return getMicrosite(ctx, row.id);
}

export async function updateMicrosite(ctx: ServiceContext, id: number, input: MicrositeSlotInput): Promise<MicrositeSlot> {
  if (!can(ctx.user, 'sell')) throw forbidden();
  const existing = await findRow(ctx, id, ctx.scope, true);
  if (existing.slot.status === 'cancelled') throw conflict(SLOT_RULE_MESSAGES.cancelled);
  const slot = checked(input);
  const { cityId, polygonId, mappingId } = await references(ctx, slot);
  await ctx.tx
    .update(micrositeSlots)
    .set({ opportunityId: slot.opportunityId, opportunityPackageMappingId: mappingId, projectId: slot.projectId, polygonId, startDate: slot.startDate, endDate: slot.endDate, status: slot.status, updatedBy: ctx.user.id, updatedAt: ctx.now })
    .where(eq(micrositeSlots.id, id));
  await book(ctx, id, slot, cityId, true);
  return getMicrosite(ctx, id);
}

/** The content only: content roles (any slot of the brand) and sellers (slots in scope). */
export async function saveMicrositeContent(ctx: ServiceContext, id: number, content: MicrositeContent): Promise<MicrositeSlot> {
  const contentRole = can(ctx.user, 'content');
  if (!contentRole && !can(ctx.user, 'sell')) throw forbidden();
  await findRow(ctx, id, contentRole ? { domainId: ctx.user.domainId, all: true } : ctx.scope, true);
  await ctx.tx.update(micrositeSlots).set({ content, updatedBy: ctx.user.id, updatedAt: ctx.now }).where(eq(micrositeSlots.id, id));
  return getMicrosite(ctx, id);
}

/** Cancel with a reason (issue 50): status cancelled (final), the booking freed, history kept. */
export async function cancelMicrosite(ctx: ServiceContext, id: number, reason: string): Promise<MicrositeSlot> {
  if (!can(ctx.user, 'sell')) throw forbidden();
  const { slot } = await findRow(ctx, id, ctx.scope, true);
  if (slot.status === 'cancelled') throw conflict(SLOT_RULE_MESSAGES.alreadyCancelled);
  await ctx.tx.update(micrositeSlots).set({ status: 'cancelled', updatedBy: ctx.user.id, updatedAt: ctx.now }).where(eq(micrositeSlots.id, id));
  await releaseBooking(ctx.tx, 'microsite_slot', id);
  await recordSlotHistory(ctx.tx, { source: 'microsite_slot', sourceId: id, action: 'cancelled', reason, startDate: slot.startDate, endDate: slot.endDate, userId: ctx.user.id, at: ctx.now });
  return getMicrosite(ctx, id);
}
