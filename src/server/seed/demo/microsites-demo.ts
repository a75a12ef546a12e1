// The microsites demo (issue 14): three microsite slots (placeholder 75) on the demo agent's open deals, one per
// project, with their bookings; the first running today with its content filled, so every screen shows data.
import { sql } from 'drizzle-orm';
import { addDays, istDateOf } from '../../../domain/format/ist-calendar';
import { MICROSITE_PLACEHOLDER_ID, micrositeContentSchema } from '../../../domain/microsites/microsite';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { micrositeSlots, slotBookings } from '../../db/schema/index';

export async function seedMicrositesDemo(tx: Tx, now: Date): Promise<void> {
  const deals = await queryRows<{ id: number; domain_id: number; owner_id: number }>(
    tx,
    sql`select o.id, o.domain_id, o.owner_id from opportunities o join users u on u.id = o.owner_id and u.username = 'agent'
        where o.status_id not in (6, 7) order by o.id desc limit 3`,
  );
  const projectRows = await queryRows<{ id: number; city_id: number | null; city_uuid: string | null }>(
    tx,
    sql`select p.id, p.city_id, c.uuid as city_uuid from projects p left join cities c on c.id = p.city_id order by p.id desc limit 3`,
  );
  const today = istDateOf(now);
  for (const [i, deal] of deals.entries()) {
    const project = projectRows[i];
    if (!project) break;
    const start = addDays(today, i === 0 ? -5 : 20 * i);
    const end = addDays(start, 60);
    const content = micrositeContentSchema.parse(
      i === 0
        ? {
            theme: { name: 'modern', primaryColor: '#0f766e' },
            offers: [{ title: 'Zero stamp duty', description: 'On bookings this month' }],
            usp: ['Metro station at the gate'],
            highlights: ['Clubhouse', 'Rooftop garden'],
            paymentPlans: [{ name: '20:80', description: '20% on booking, 80% on possession' }],
            testimonials: [{ author: 'A resident', text: 'Quiet and green' }],
          }
        : {},
    );
    const [slot] = await tx
      .insert(micrositeSlots)
      .values({ domainId: deal.domain_id, opportunityId: deal.id, projectId: project.id, polygonId: project.city_uuid, startDate: start, endDate: end, status: i === 0 ? 'active' : 'new', content, createdBy: deal.owner_id, updatedBy: deal.owner_id })
      .returning({ id: micrositeSlots.id });
    if (!slot) continue;
    await tx.insert(slotBookings).values({ productId: MICROSITE_PLACEHOLDER_ID, placeKey: `project:${project.id}`, cityId: project.city_id, startDate: start, endDate: end, source: 'microsite_slot', sourceId: slot.id, opportunityId: deal.id });
  }
}
