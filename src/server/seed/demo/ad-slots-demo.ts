// Issue 14: a few ad-product slots on the demo agent's opportunities, so the slot screens show data at once.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { churnSchedules, siteTakeoverSlots, virtualTourSlots } from '../../db/schema/index';
import { addDays, istDateOf, DAY_MS } from '../../../domain/format/ist-calendar';
import { SITE_TAKEOVER_PRODUCT_ID } from '../../../domain/site-takeovers/site-takeover';
import { VIRTUAL_TOUR_PRODUCT_KEY, VIRTUAL_TOUR_SCHEDULED } from '../../../domain/virtual-tours/virtual-tour';

const HOUR_MS = 3_600_000;

/** Opportunities of the demo agent with their account's profile (the first few, by id). */
export async function demoAgentOpportunities(tx: Tx, limit: number) {
  return queryRows<{ opportunity_id: number; profile_uuid: string | null; created_by: number }>(
    tx,
    sql`select o.id as opportunity_id, a.housing_profile_id as profile_uuid, u.id as created_by
      from opportunities o join accounts a on a.id = o.account_id join users u on u.id = o.owner_id and u.username = 'agent'
      where o.status_id not in (6, 7) order by o.id limit ${limit}`,
  );
}

export async function seedAdSlotsDemo(tx: Tx, anchor: Date): Promise<void> {
  const deals = await demoAgentOpportunities(tx, 3);
  const tours = [
    { days: 5, statusId: 1, remarks: 'Launch webinar for the new tower' },
    { days: 9, statusId: 4, remarks: 'Builder asked to cancel' },
    { days: -6, statusId: 9, remarks: 'Ended early' },
  ];
  for (const [i, deal] of deals.entries()) {
    const plan = tours[i]!;
    const start = new Date(anchor.getTime() + plan.days * DAY_MS + 5 * HOUR_MS);
    await tx.insert(virtualTourSlots).values({
      opportunityId: Number(deal.opportunity_id),
      profileUuid: deal.profile_uuid ?? `profile-${deal.opportunity_id}`,
      profileType: 'BUILDER',
      polygonUuids: ['poly-pune-baner', 'poly-pune-aundh'],
      amount: String(15000 + i * 5000),
      webinarStartDateTime: start,
      webinarEndDateTime: new Date(start.getTime() + HOUR_MS),
      promotedListingId: null,
      serviceType: 'buy',
      sellingType: i === 1 ? 'complimentary' : 'paid',
      remarks: plan.remarks,
      pocDetails: 'Site office, 9876543210',
      statusId: plan.statusId,
      createdBy: Number(deal.created_by),
    });
  }
  // A live site takeover (product 74) with a banner, a front and a logo card.
  const takeover = deals[0];
  if (takeover) {
    const start = istDateOf(anchor);
    await tx.insert(siteTakeoverSlots).values({
      opportunityId: Number(takeover.opportunity_id),
      entityId: Number(takeover.opportunity_id),
      entityTypeId: 3,
      promotionType: 'city',
      productType: 2,
      polygonUuids: ['poly-pune-city'],
      amount: '250000.00',
      builderProjectIds: [],
      startDate: addDays(start, -2),
      endDate: addDays(start, 5),
      organicHardTarget: 400,
      organicSoftTarget: 300,
      title: 'Skyline Residences',
      subtitle: '2 and 3 BHK from 95 L',
      offerText: 'No pre-EMI till possession',
      redirectionUrl: 'https://example.com/skyline',
      cards: [
        { content: 'Hero banner', priority: 1, title: 'Skyline Residences', sub_title: 'Baner, Pune', status: 'active', image_url: null },
        { content: 'Amenities', priority: 2, title: 'Clubhouse and pool', sub_title: '', status: 'active', image_url: null },
        { content: 'Builder logo', priority: 9, title: 'Skyline Developers', sub_title: '', status: 'active', image_url: null },
      ],
      createdBy: Number(takeover.created_by),
    });
  }
  // One active manual churn schedule by the demo manager, over the coming fortnight.
  const [manager] = await queryRows<{ id: number }>(tx, sql`select id from users where username = 'manager'`);
  const first = deals[0];
  if (manager && first) {
    const start = istDateOf(anchor);
    const request = { lead_service_type: 'buy', search_criteria: { inner_radius: 2, outer_radius: 8, city_uuids: [], locality_uuids: [], project_ids: [] } };
    await tx.insert(churnSchedules).values({
      profileUuid: first.profile_uuid ?? `profile-${first.opportunity_id}`,
      entityType: 'profile',
      churnStartDate: start,
      churnEndDate: addDays(start, 14),
      lastNDays: 30,
      totalLeads: 60,
      request,
      status: 'ACTIVE',
      nextRunAt: anchor,
      createdBy: Number(manager.id),
    });
  }
}

/**
 * The slot's days in slot_bookings (product 74, one row per polygon, the polygon's city when it is a city or
 * locality of ours), so slot availability and helper 21 show site takeovers beside the other products (the seed,
 * whose slots are inserted directly). The site takeover's own check (one per polygon and day) stays in its service;
 * these rows only record what it booked.
 */
export async function recordSiteTakeoverBookings(tx: Tx, slotId?: number): Promise<void> {
  await tx.execute(sql`delete from slot_bookings where source = 'site_takeover' ${slotId === undefined ? sql`` : sql`and source_id = ${slotId}`}`);
  await tx.execute(sql`
    insert into slot_bookings (product_id, place_key, city_id, start_date, end_date, source, source_id, opportunity_id)
    select ${SITE_TAKEOVER_PRODUCT_ID}, 'polygon:' || p.uuid, coalesce(c.id, l.city_id), s.start_date, s.end_date, 'site_takeover', s.id, s.opportunity_id
      from site_takeover_slots s
      cross join lateral (select distinct value as uuid from jsonb_array_elements_text(s.polygon_uuids)) p
      left join cities c on c.uuid = p.uuid
      left join localities l on l.uuid = p.uuid
     where s.cancelled_at is null and ${slotId === undefined ? sql`true` : sql`s.id = ${slotId}`}`);
}

/**
 * Every scheduled slot's polygon days in slot_bookings (the seed, whose slots are inserted directly; migration 0054
 * did the same for slots already there).
 */
export async function recordVirtualTourBookings(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from slot_bookings where source = 'video_tour'`);
  await tx.execute(sql`
    insert into slot_bookings (product_id, place_key, city_id, start_date, end_date, source, source_id, opportunity_id)
    select ${VIRTUAL_TOUR_PRODUCT_KEY}, 'polygon:' || p.uuid, coalesce(c.id, l.city_id), (s.webinar_start_date_time at time zone 'Asia/Kolkata')::date,
           (s.webinar_end_date_time at time zone 'Asia/Kolkata')::date, 'video_tour', s.id, s.opportunity_id
      from video_tour_slots s
      cross join lateral (select distinct value as uuid from jsonb_array_elements_text(s.polygon_uuids)) p
      left join cities c on c.uuid = p.uuid
      left join localities l on l.uuid = p.uuid
     where s.status_id = ${VIRTUAL_TOUR_SCHEDULED}`);
}
