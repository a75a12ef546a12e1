import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PackageSlotListQuery, PackageSlotView, SlotCardView } from '../../../domain/ad-products/package-slot';
import { PACKAGE_SLOT_STATUS_IDS } from '../../../domain/ad-products/package-slot';
import { formatSlotTimestamp } from '../../../domain/format/slot-timestamp';
import type { AudienceMaximizerType } from '../../../domain/reference/limits';
import type { Tx } from '../../db/client';
import { cities, localities, opportunities, packageSlotCards, packageSlots } from '../../db/schema/index';
import { opportunityInScope } from '../../scope/scope';
import type { Scope } from '../../scope/scope';

type SlotRow = typeof packageSlots.$inferSelect;
const num = (v: string | null): number | null => (v === null ? null : Number(v));

function present(row: SlotRow, opportunityName: string, polygonName: string | null, cards: SlotCardView[]): PackageSlotView {
  return {
    slot_id: row.id,
    opportunity_id: row.opportunityId,
    opportunity_name: opportunityName,
    opportunity_package_mapping_id: row.opportunityPackageMappingId,
    audience_maximizer_type: row.audienceMaximizerType as AudienceMaximizerType,
    start_date: row.startDate,
    end_date: row.endDate,
    entity_type_id: row.entityTypeId,
    entity_id: row.entityId,
    inner_churn_radius: row.innerChurnRadius,
    outer_churn_radius: row.outerChurnRadius,
    amount: Number(row.amount),
    send_activation_mail: row.sendActivationMail,
    impressions_count: row.impressionsCount,
    polygon_id: row.polygonId,
    polygon_name: polygonName,
    product_id: row.productId,
    product_type_id: row.productTypeId,
    product_activation_id: row.productActivationId,
    notes: row.notes,
    is_locality_churn: row.isLocalityChurn,
    supply_user_uuid: row.supplyUserUuid,
    event_id: row.eventId,
    am_target_polygon_id: row.amTargetPolygonId,
    min_budget: num(row.minBudget),
    max_budget: num(row.maxBudget),
    project_ids: row.projectIds,
    locality_city: row.localityCity,
    status: row.status === 'active' || row.status === 'cancelled' ? row.status : 'new',
    created_at: formatSlotTimestamp(row.createdAt),
    updated_at: formatSlotTimestamp(row.updatedAt),
    cards,
  };
}

async function cardsOf(tx: Tx, slotIds: number[]): Promise<Map<number, SlotCardView[]>> {
  const map = new Map<number, SlotCardView[]>();
  if (slotIds.length === 0) return map;
  const rows = await tx.select().from(packageSlotCards).where(inArray(packageSlotCards.slotId, slotIds)).orderBy(asc(packageSlotCards.priority));
  for (const c of rows) {
    const list = map.get(c.slotId) ?? [];
    list.push({ id: c.id, slot_id: c.slotId, content: c.content, priority: c.priority, title: c.title, sub_title: c.subTitle, product_id: c.productId, status: c.status });
    map.set(c.slotId, list);
  }
  return map;
}

/** Names of polygons (city or locality uuids). */
export async function polygonNames(tx: Tx, uuids: string[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  const wanted = [...new Set(uuids)];
  if (wanted.length === 0) return map;
  for (const c of await tx.select({ uuid: cities.uuid, name: cities.name }).from(cities).where(inArray(cities.uuid, wanted))) map.set(c.uuid, c.name);
  for (const l of await tx
    .select({ uuid: localities.uuid, name: localities.name, city: cities.name })
    .from(localities)
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .where(inArray(localities.uuid, wanted)))
    map.set(l.uuid, `${l.name}, ${l.city}`);
  return map;
}

/** The city a polygon is in (a city uuid or a locality uuid), or undefined when it is no polygon. */
export async function polygonCity(tx: Tx, uuid: string): Promise<{ cityId: number } | undefined> {
  const [city] = await tx.select({ cityId: cities.id }).from(cities).where(eq(cities.uuid, uuid));
  if (city) return city;
  const [locality] = await tx.select({ cityId: localities.cityId }).from(localities).where(eq(localities.uuid, uuid));
  return locality;
}

async function presentRows(tx: Tx, rows: { slot: SlotRow; opportunityName: string }[]): Promise<PackageSlotView[]> {
  const cards = await cardsOf(tx, rows.map((r) => r.slot.id));
  const names = await polygonNames(tx, rows.flatMap((r) => (r.slot.polygonId ? [r.slot.polygonId] : [])));
  return rows.map((r) => present(r.slot, r.opportunityName, r.slot.polygonId ? (names.get(r.slot.polygonId) ?? null) : null, cards.get(r.slot.id) ?? []));
}

/** One page of slots in scope, newest first; one row more than the page tells whether a next page exists. */
export async function listSlots(tx: Tx, scope: Scope, query: PackageSlotListQuery, productIds: number[]): Promise<{ rows: PackageSlotView[]; hasNext: boolean }> {
  const conditions: SQL[] = [inArray(packageSlots.productId, productIds), opportunityInScope(scope)];
  const status = query.status ?? (query.slot_status_id === 1 || query.slot_status_id === 2 ? PACKAGE_SLOT_STATUS_IDS[query.slot_status_id] : undefined);
  if (status) conditions.push(eq(packageSlots.status, status));
  if (query.opportunity_id) conditions.push(eq(packageSlots.opportunityId, query.opportunity_id));
  if (query.promoted_entity_type_id) conditions.push(eq(packageSlots.entityTypeId, query.promoted_entity_type_id));
  const rows = await tx
    .select({ slot: packageSlots, opportunityName: opportunities.name })
    .from(packageSlots)
    .innerJoin(opportunities, eq(opportunities.id, packageSlots.opportunityId))
    .where(and(...conditions))
    .orderBy(desc(packageSlots.id))
    .limit(query.row_per_page + 1)
    .offset((query.current_page_no - 1) * query.row_per_page);
  return { rows: await presentRows(tx, rows.slice(0, query.row_per_page)), hasNext: rows.length > query.row_per_page };
}

export async function findSlot(tx: Tx, scope: Scope, slotId: number, opts: { lock?: boolean } = {}): Promise<PackageSlotView | undefined> {
  const query = tx
    .select({ slot: packageSlots, opportunityName: opportunities.name })
    .from(packageSlots)
    .innerJoin(opportunities, eq(opportunities.id, packageSlots.opportunityId))
    .where(and(eq(packageSlots.id, slotId), opportunityInScope(scope)));
  const rows = opts.lock ? await query.for('update', { of: packageSlots }) : await query;
  return (await presentRows(tx, rows))[0];
}
