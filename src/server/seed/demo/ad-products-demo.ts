// The ad-products demo (issue 14): project configurations with prices (some without, so the NP screen's message
// shows), capacities, the NP stop user (admin), and a page and a bit of audience maximizer slots on the demo
// agent's deals with their bookings, plus NP slots on one of the agent's NP package mappings.
import { sql } from 'drizzle-orm';
import { AUDIENCE_MAXIMIZER_PRODUCT_ID } from '../../../domain/ad-products/package-slot';
import { istDateOf, addDays } from '../../../domain/format/ist-calendar';
import { AUDIENCE_MAXIMIZER_TYPES } from '../../../domain/reference/limits';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { npSlots, packageSlotCards, packageSlots, slotBookings, slotCapacities } from '../../db/schema/index';

export async function seedAdProductsDemo(tx: Tx, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into project_configurations (project_id, apartment_type, area_size, price)
    select p.id, c.apartment_type, c.area_size, case when p.id % 9 = 4 then null else c.base + (p.id % 40) * 100000 end
      from projects p cross join (values ('2 BHK', 1100, 6500000), ('3 BHK', 1550, 9800000)) as c(apartment_type, area_size, base)`);
  await tx.insert(slotCapacities).values([
    { productId: AUDIENCE_MAXIMIZER_PRODUCT_ID, capacity: 2 },
    { productId: 15, capacity: 5 },
    { productId: 16, capacity: 5 },
  ]).onConflictDoNothing();
  await tx.execute(sql`update dynamic_properties set value = to_jsonb((select id from users where username = 'admin')) where key = 'npSlot.stopUserId'`);

  const deals = await queryRows<{ id: number; city_id: number | null; domain_id: number; owner_id: number }>(
    tx,
    sql`select o.id, o.city_id, o.domain_id, o.owner_id from opportunities o join users u on u.id = o.owner_id and u.username = 'agent'
        where o.status_id not in (6, 7) order by o.id limit 12`,
  );
  const places = await queryRows<{ city_uuid: string; city_name: string; locality_uuid: string; city_id: number }>(
    tx,
    sql`select c.uuid as city_uuid, c.name as city_name, l.uuid as locality_uuid, c.id as city_id from localities l join cities c on c.id = l.city_id order by l.id limit 12`,
  );
  const projectRows = await queryRows<{ id: number }>(tx, sql`select id from projects where has_cover_image order by id limit 4`);
  const today = istDateOf(now);
  for (const [i, deal] of deals.entries()) {
    const place = places[i % Math.max(1, places.length)];
    if (!place) break;
    const type = AUDIENCE_MAXIMIZER_TYPES[i % AUDIENCE_MAXIMIZER_TYPES.length]!;
    if (type === 'project_level' && projectRows.length < 4) continue;
    const start = addDays(today, 7 + i * 3);
    const end = addDays(start, 20);
    const byType = {
      locality: { polygonId: place.locality_uuid, localityCity: place.city_name, placeKey: `polygon:${place.locality_uuid}` },
      city_with_budget: { polygonId: place.city_uuid, minBudget: '5000000', maxBudget: '12000000', placeKey: `polygon:${place.city_uuid}` },
      project_level: { projectIds: projectRows.map((p) => p.id), amTargetPolygonId: place.locality_uuid, placeKey: `project:${projectRows[0]?.id ?? 0}` },
      city_level: { polygonId: place.city_uuid, placeKey: `polygon:${place.city_uuid}` },
    }[type];
    const { placeKey, ...fields } = byType;
    const [slot] = await tx
      .insert(packageSlots)
      .values({
        domainId: deal.domain_id,
        opportunityId: deal.id,
        productId: AUDIENCE_MAXIMIZER_PRODUCT_ID,
        audienceMaximizerType: type,
        startDate: start,
        endDate: end,
        amount: String(40000 + i * 5000),
        impressionsCount: 20000 + i * 1000,
        status: i % 3 === 0 ? 'active' : 'new',
        createdBy: deal.owner_id,
        updatedBy: deal.owner_id,
        ...fields,
      })
      .returning({ id: packageSlots.id });
    if (!slot) continue;
    await tx.insert(packageSlotCards).values(
      [1, 2, 3].map((priority) => ({ slotId: slot.id, priority, title: `Card ${priority}`, subTitle: 'Limited launch offer', content: 'Book a site visit today', productId: AUDIENCE_MAXIMIZER_PRODUCT_ID })),
    );
    await tx.insert(slotBookings).values({ productId: AUDIENCE_MAXIMIZER_PRODUCT_ID, placeKey, cityId: place.city_id, startDate: start, endDate: end, source: 'package_slot', sourceId: slot.id, opportunityId: deal.id });
  }

  // NP slots: the agent's first package mapping of an NP package, two slots (one active, one waiting).
  const [mapping] = await queryRows<{ id: number; opportunity_id: number; product_id: number; owner_id: number }>(
    tx,
    sql`select m.id, m.opportunity_id, min(p.id) as product_id, o.owner_id from opportunity_package_mappings m
          join opportunities o on o.id = m.opportunity_id join users u on u.id = o.owner_id and u.username = 'agent'
          join package_product_mappings ppm on ppm.package_id = m.package_id join products p on p.id = ppm.product_id and p.is_np_product
        group by m.id, m.opportunity_id, o.owner_id order by m.id limit 1`,
  );
  if (!mapping) return;
  const npProjects = await queryRows<{ id: number; name: string; city_id: number | null; config_id: number; apartment_type: string; area_size: number; price: string }>(
    tx,
    sql`select p.id, p.name, p.city_id, c.id as config_id, c.apartment_type, c.area_size, c.price::text as price
          from projects p join project_configurations c on c.project_id = p.id and c.price is not null
         where p.has_cover_image order by p.id, c.id limit 2`,
  );
  for (const [i, project] of npProjects.entries()) {
    const start = addDays(today, i * 40 - 10);
    const end = addDays(start, 30);
    const [row] = await tx
      .insert(npSlots)
      .values({
        opportunityPackageMappingId: mapping.id,
        opportunityId: mapping.opportunity_id,
        productId: mapping.product_id,
        projectId: project.id,
        projectName: project.name,
        configDetails: { apartmentType: project.apartment_type, areaSize: project.area_size, price: Number(project.price), flatConfigurationId: project.config_id },
        startDate: start,
        endDate: end,
        status: i === 0 ? 'active' : 'pending_activation',
        createdBy: mapping.owner_id,
      })
      .returning({ id: npSlots.id });
    if (!row) continue;
    await tx.insert(slotBookings).values({
      productId: mapping.product_id,
      placeKey: project.city_id ? `city:${project.city_id}` : `project:${project.id}`,
      cityId: project.city_id,
      startDate: start,
      endDate: end,
      source: 'np_slot',
      sourceId: row.id,
      opportunityId: mapping.opportunity_id,
    });
  }
}
