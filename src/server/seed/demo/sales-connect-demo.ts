import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * The demo's Sales Connect opportunities (sales-connect-opp, the dashboards' sales-connect tile): the generated book
 * records no campaign, so about one opportunity in nine, of every status and owner, is marked as having come from
 * one of the spec's two campaigns (spec 001 §9), alternating between them. Their collected amounts are whatever
 * approved payments the book already holds, so the report shows deals with and without collections.
 */
export async function seedSalesConnectDemo(tx: Tx): Promise<void> {
  await tx.execute(sql`
    update opportunities
    set campaign = case when (id / 9) % 2 = 0 then 'direct_partners_page' else 'call_center_number' end
    where id % 9 = 0 and campaign is null`);
}
