import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';

/**
 * The dashboard tiles' facts (dashboard_tile_facts, migration 0043) of every account recomputed from the tables, and
 * the brand counters folded; the renewal dashboard's sold packages (sold_package_renewals, migration 0065) and the
 * sales report's deals (sales_deal_facts, migration 0066) too. The seeds write with the triggers off (app.seeding) and
 * call this once at the end.
 */
export async function rebuildDashboardFacts(db: Db | Tx): Promise<void> {
  await db.execute(sql`select dashboard_facts_compute(array(select id from accounts), '{}')`);
  await compactDashboardCounts(db);
  await rebuildSoldPackageRenewals(db);
  await rebuildSalesDealFacts(db);
}

/** sales_deal_facts rewritten from its rule (the view sales_deal_facts_rule, migration 0066), every opportunity at once. */
export async function rebuildSalesDealFacts(db: Db | Tx): Promise<void> {
  await db.execute(sql`delete from sales_deal_facts`);
  await db.execute(sql`insert into sales_deal_facts (opportunity_id, domain_id, owner_id, account_id, city_id, created_at, closed_at, deal)
    select opportunity_id, domain_id, owner_id, account_id, city_id, created_at, closed_at, deal from sales_deal_facts_rule`);
}

/** sold_package_renewals rewritten from its rule (the view sold_package_renewals_rule), every account at once. */
export async function rebuildSoldPackageRenewals(db: Db | Tx): Promise<void> {
  await db.execute(sql`delete from sold_package_renewals`);
  await db.execute(sql`insert into sold_package_renewals (mapping_id, account_id, opportunity_id, domain_id, owner_id, account_agent_id,
      client_type_id, agent_type, due_day, value, renewed_by_opportunity_id)
    select mapping_id, account_id, opportunity_id, domain_id, owner_id, account_agent_id, client_type_id, agent_type, due_day,
      value, renewed_by_opportunity_id from sold_package_renewals_rule`);
}

/**
 * Folds the deltas of each dashboard_brand_counts key that has more than one row into one row (all-zero rows
 * dropped), in one statement; safe beside writers and another compaction for the reasons compactListCounts gives.
 * Returns how many rows were folded.
 */
export async function compactDashboardCounts(db: Db | Tx): Promise<number> {
  const rows = await queryRows<{ folded: number }>(
    db,
    sql`with keys as (
          select domain_id, client_type_id, kind, status_id, campaign from dashboard_brand_counts
          group by domain_id, client_type_id, kind, status_id, campaign having count(*) > 1
        ), gone as (
          delete from dashboard_brand_counts c using keys k
          where c.domain_id = k.domain_id and c.client_type_id is not distinct from k.client_type_id and c.kind = k.kind
            and c.status_id = k.status_id and c.campaign is not distinct from k.campaign
          returning c.*
        ), kept as (
          insert into dashboard_brand_counts
          select domain_id, client_type_id, kind, status_id, campaign, sum(n)::int, sum(housing_pending)::int,
            sum(pending_termsheets)::int, sum(payments_approved)::int, sum(payments_rejected)::int, sum(payments_pending)::int,
            sum(discount_approvals)::int
          from gone group by domain_id, client_type_id, kind, status_id, campaign
          having sum(n) <> 0 or sum(housing_pending) <> 0 or sum(pending_termsheets) <> 0 or sum(payments_approved) <> 0
            or sum(payments_rejected) <> 0 or sum(payments_pending) <> 0 or sum(discount_approvals) <> 0
        )
        select count(*)::int as folded from gone`,
  );
  return Number(rows[0]?.folded ?? 0);
}
