import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { formatSlotTimestamp, parseSlotTimestamp } from '../../../domain/format/slot-timestamp';
import {
  VIRTUAL_TOUR_MESSAGES,
  VIRTUAL_TOUR_PRODUCT_KEY,
  VIRTUAL_TOUR_SCHEDULED,
  virtualTourChangeProblem,
  virtualTourStatusName,
  type CreateVirtualTourSlotInput,
  type UpdateVirtualTourSlotInput,
  type VirtualTourSlot,
  type VirtualTourSlotList,
} from '../../../domain/virtual-tours/virtual-tour';
import { isVirtualTourFinal, virtualTourCancelStatus } from '../../../domain/virtual-tours/virtual-tour-status';
import { accounts, opportunities, virtualTourSlots } from '../../db/schema/index';
import { badRequest, conflict, notFound, unprocessable } from '../../errors';
import { SLOT_RULE_MESSAGES, webinarDays, webinarTimeProblem } from '../../../domain/ad-products/slot-rules';
import { VIRTUAL_TOUR_PRODUCT_KEY as VIRTUAL_TOUR_PRODUCT_ID } from '../../../domain/reference/ids';
import { adConfigNumber } from '../ad-config/ad-config.service';
import { bookSlot, recordSlotHistory, releaseBooking, type BookingPlace } from '../ad-products/slot-booking.service';
import { polygonPlaces, slotAmount, soldMappingOf } from '../ad-products/slot-rules.service';
import { accountInReadScope, opportunityInScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { offsetPage } from '../../shared/http/paged';
import { assertCanSell, findOpportunityInScope } from '../opportunities/opportunity-access.service';

type Row = typeof virtualTourSlots.$inferSelect;

function present(row: Row): VirtualTourSlot {
  return {
    id: row.id,
    opportunity_id: row.opportunityId,
    profile_uuid: row.profileUuid,
    profile_type: row.profileType,
    event_id: row.eventId,
    polygon_uuids: row.polygonUuids,
    amount: Number(row.amount),
    webinar_start_date_time: formatSlotTimestamp(row.webinarStartDateTime),
    webinar_end_date_time: formatSlotTimestamp(row.webinarEndDateTime),
    promoted_listing_id: row.promotedListingId,
    service_type: row.serviceType,
    remarks: row.remarks,
    poc_details: row.pocDetails,
    selling_type: row.sellingType,
    status_id: row.statusId,
    status_name: virtualTourStatusName(row.statusId),
    is_final: isVirtualTourFinal(row.statusId),
  };
}

const instant = (text: string): Date => {
  const parsed = parseSlotTimestamp(text);
  if (!parsed) throw badRequest('Please enter a valid date.');
  return parsed;
};

/** Slots of opportunities in the user's scope, latest webinar first. */
export async function listVirtualTourSlots(
  ctx: ServiceContext,
  query: { opportunity_id?: number | undefined; status_id?: number | undefined; page: number; size: number },
): Promise<VirtualTourSlotList> {
  const inScope = ctx.tx.select({ id: opportunities.id }).from(opportunities).where(opportunityInScope(ctx.scope));
  const conditions: SQL[] = [inArray(virtualTourSlots.opportunityId, inScope)];
  if (query.opportunity_id !== undefined) conditions.push(eq(virtualTourSlots.opportunityId, query.opportunity_id));
  if (query.status_id !== undefined) conditions.push(eq(virtualTourSlots.statusId, query.status_id));
  const where = and(...conditions);
  const { results, ...page } = await offsetPage(
    query,
    ctx.tx.select().from(virtualTourSlots).where(where).orderBy(desc(virtualTourSlots.webinarStartDateTime), desc(virtualTourSlots.id)),
    ctx.tx.select({ n: count() }).from(virtualTourSlots).where(where),
    (rows) => rows.map(present),
  );
  return { data: results, ...page };
}

async function slotInScope(ctx: ServiceContext, id: number, forUpdate = false): Promise<Row> {
  const query = ctx.tx.select().from(virtualTourSlots).where(eq(virtualTourSlots.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(VIRTUAL_TOUR_MESSAGES.slotNotFound);
  // A slot of an opportunity out of scope is not there for this user.
  await findOpportunityInScope(ctx, row.opportunityId).catch(() => {
    throw notFound(VIRTUAL_TOUR_MESSAGES.slotNotFound);
  });
  return row;
}

export async function getVirtualTourSlot(ctx: ServiceContext, id: number): Promise<VirtualTourSlot> {
  return present(await slotInScope(ctx, id));
}

export async function createVirtualTourSlot(ctx: ServiceContext, input: CreateVirtualTourSlotInput): Promise<VirtualTourSlot> {
  assertCanSell(ctx.user);
  const opportunity = await findOpportunityInScope(ctx, input.opportunity_id);
  // The profile the slot promotes is named in the body: it must be the profile of the deal's account or of another
  // account in the caller's scope and brand; another team's or brand's answers as one that does not exist (issue 56).
  const [profile] = await ctx.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.housingProfileId, input.profile_uuid),
        eq(accounts.domainId, ctx.scope.domainId),
        or(eq(accounts.id, opportunity.accountId), accountInReadScope(ctx.scope)),
      ),
    )
    .limit(1);
  if (!profile) throw notFound(VIRTUAL_TOUR_MESSAGES.profileNotFound);
  const details = input.product_details;
  const start = instant(details.webinar_start_date_time);
  const end = instant(details.webinar_end_date_time);
  const timing = webinarTimeProblem(start, ctx.now, await adConfigNumber(ctx.tx, 'virtual_tour', 'min_lead_time_hours'));
  if (timing) throw unprocessable(timing);
  const mapping = await soldMappingOf(ctx.tx, input.opportunity_id, VIRTUAL_TOUR_PRODUCT_ID);
  const mappingId = mapping.id;
  const amount = slotAmount(input.payment_details?.amount, mapping);
  const places = await polygonPlaces(ctx.tx, input.products[VIRTUAL_TOUR_PRODUCT_KEY].polygon_uuids);
  const [row] = await ctx.tx
    .insert(virtualTourSlots)
    .values({
      opportunityId: input.opportunity_id,
      opportunityPackageMappingId: mappingId,
      profileUuid: input.profile_uuid,
      profileType: input.profile_type ?? null,
      eventId: input.event_id ?? null,
      polygonUuids: [...new Set(input.products[VIRTUAL_TOUR_PRODUCT_KEY].polygon_uuids)],
      amount: amount.toFixed(2),
      webinarStartDateTime: start,
      webinarEndDateTime: end,
      promotedListingId: details.promoted_listing_id ?? null,
      serviceType: details.service_type,
      remarks: details.remarks || null,
      pocDetails: details.poc_details || null,
      sellingType: details.selling_type,
      statusId: VIRTUAL_TOUR_SCHEDULED,
      createdBy: ctx.user.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await book(ctx, row!, places, 'booked');
  return present(row!);
}

/**
 * Each polygon's webinar days (Asia/Kolkata) through the shared booking rule: at most ad-product-config
 * virtual_tour.max_slots_per_day webinars per polygon and day (409 when full).
 */
async function book(ctx: ServiceContext, row: Row, places: BookingPlace[], action: 'booked' | 'moved'): Promise<void> {
  const days = webinarDays(row.webinarStartDateTime, row.webinarEndDateTime);
  await bookSlot(ctx.tx, { productId: VIRTUAL_TOUR_PRODUCT_ID, places, ...days, source: 'video_tour', sourceId: row.id, opportunityId: row.opportunityId });
  await recordSlotHistory(ctx.tx, { source: 'video_tour', sourceId: row.id, action, ...days, userId: ctx.user.id, at: ctx.now });
}

/**
 * Update or cancel (spec 002 §4, §7): a final slot (4, 9) refuses any change (409). A status_id cancels: 4
 * 'Cancelled', or 9 'Promotion Ended' once the webinar has started. The slot id in the body must be the path's.
 */
export async function updateVirtualTourSlot(ctx: ServiceContext, id: number, input: UpdateVirtualTourSlotInput): Promise<VirtualTourSlot> {
  assertCanSell(ctx.user);
  if (input.slot_id !== id) throw badRequest('slot_id must be the slot of the path');
  const row = await slotInScope(ctx, id, true);
  const problem = virtualTourChangeProblem({ status_id: row.statusId });
  if (problem) throw conflict(problem);
  const details = input.promoted_products?.[VIRTUAL_TOUR_PRODUCT_KEY]?.product_details;
  const start = details?.webinar_start_date_time ? instant(details.webinar_start_date_time) : row.webinarStartDateTime;
  const end = details?.webinar_end_date_time ? instant(details.webinar_end_date_time) : row.webinarEndDateTime;
  if (start.getTime() > end.getTime()) throw badRequest('Start Date should be earlier than or equal to End Date');
  const cancelling = input.package_details.status_id !== undefined && input.package_details.status_id !== null;
  const reason = input.package_details.reason?.trim() ?? '';
  if (cancelling && !reason) throw badRequest(SLOT_RULE_MESSAGES.reasonRequired);
  const moving = !cancelling && (start.getTime() !== row.webinarStartDateTime.getTime() || end.getTime() !== row.webinarEndDateTime.getTime());
  if (moving) {
    // A slot booked by mistake is corrected before it starts; the new time keeps the notice too.
    const timing = webinarTimeProblem(row.webinarStartDateTime, ctx.now, null) ?? webinarTimeProblem(start, ctx.now, await adConfigNumber(ctx.tx, 'virtual_tour', 'min_lead_time_hours'));
    if (timing) throw unprocessable(timing);
  }
  const [updated] = await ctx.tx
    .update(virtualTourSlots)
    .set({
      webinarStartDateTime: start,
      webinarEndDateTime: end,
      ...(details?.remarks !== undefined ? { remarks: details.remarks || null } : {}),
      ...(details?.poc_details !== undefined ? { pocDetails: details.poc_details || null } : {}),
      ...(input.package_details.event_id !== undefined ? { eventId: input.package_details.event_id } : {}),
      ...(cancelling ? { statusId: virtualTourCancelStatus(row.webinarStartDateTime, ctx.now) } : {}),
      updatedAt: ctx.now,
    })
    .where(eq(virtualTourSlots.id, id))
    .returning();
  if (cancelling) {
    await releaseBooking(ctx.tx, 'video_tour', id);
    const days = webinarDays(row.webinarStartDateTime, row.webinarEndDateTime);
    await recordSlotHistory(ctx.tx, { source: 'video_tour', sourceId: id, action: 'cancelled', reason, ...days, userId: ctx.user.id, at: ctx.now });
  } else if (moving) {
    await book(ctx, updated!, await polygonPlaces(ctx.tx, row.polygonUuids), 'moved');
  }
  return present(updated!);
}

