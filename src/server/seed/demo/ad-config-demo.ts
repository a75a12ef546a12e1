// The ad-config demo (issue 14): every ad-product configuration section saved by the demo admin, and the flat panel
// of the city with the most projects (its first four by name, in order, one inactive), so both screens show data.
import { sql } from 'drizzle-orm';
import { addDays, istDateOf } from '../../../domain/format/ist-calendar';
import type { AdConfigSection, AdConfigValues } from '../../../domain/ad-config/ad-product-config';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { adProductConfigSections, flatPanelEntries } from '../../db/schema/index';

const DEMO_CONFIG: Record<AdConfigSection, AdConfigValues> = {
  audience_maximizer: { default_inner_radius_km: 3, default_outer_radius_km: 10, max_cards: 6, min_competitor_projects: 3, default_duration_days: 30, price_per_day: 2500 },
  site_takeover: { max_cards: 10, max_polygons: 5, default_duration_days: 7, price_per_day: 25000, send_activation_mail: true },
  virtual_tour: { default_duration_minutes: 60, max_slots_per_day: 8, min_lead_time_hours: 48, price_per_slot: 15000 },
  microsite: { max_carousels: 5, max_testimonials: 10, default_duration_days: 90, price_per_day: 1200 },
  np_slots: { max_projects: 10, slots_per_city: 12, default_duration_days: 30, price_per_day: 3000, swap_allowed: true },
};

export async function seedAdConfigDemo(tx: Tx, now: Date): Promise<void> {
  const [admin] = await queryRows<{ id: number }>(tx, sql`select id from users where username = 'admin'`);
  await tx
    .insert(adProductConfigSections)
    .values(Object.entries(DEMO_CONFIG).map(([section, values]) => ({ section, values, updatedBy: admin?.id ?? null, updatedAt: now })))
    .onConflictDoNothing();
  const [city] = await queryRows<{ city_id: number }>(tx, sql`select city_id from projects where city_id is not null group by city_id order by count(*) desc, city_id limit 1`);
  if (!city) return;
  const rows = await queryRows<{ id: number }>(tx, sql`select id from projects where city_id = ${city.city_id} order by name, id limit 4`);
  const today = istDateOf(now);
  if (rows.length === 0) return;
  await tx
    .insert(flatPanelEntries)
    .values(rows.map((p, i) => ({ cityId: city.city_id, projectId: p.id, position: i + 1, startDate: today, endDate: addDays(today, 30 + i * 15), active: i !== 3, updatedBy: admin?.id ?? null, updatedAt: now })))
    .onConflictDoNothing();
}
