CREATE TABLE "sales_deal_facts" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"domain_id" integer NOT NULL,
	"owner_id" integer,
	"account_id" integer NOT NULL,
	"city_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"deal" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_deal_facts_created_idx" ON "sales_deal_facts" USING btree ("domain_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_deal_facts_closed_idx" ON "sales_deal_facts" USING btree ("domain_id","closed_at") WHERE "sales_deal_facts"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "sales_deal_facts_owner_idx" ON "sales_deal_facts" USING btree ("owner_id","created_at");--> statement-breakpoint
-- Issue 49: performance and the sales report read every deal of the window with a deal-value subquery and a
-- status-history subquery per deal (performance 2.4 s p50 / 5.0 s p99 at the large seed, 10 in flight).
-- sales_deal_facts keeps each opportunity with its brand, owner, account, city, creation, closed moment and deal value
-- (src/server/db/schema/sales-facts.ts). The rule is written once here, as the view sales_deal_facts_rule: the closed
-- moment is closedAtSql's (the latest move into Closed in status_changes while the deal is Closed), the deal value
-- opportunityDealValue's (Σ money_net of its package mappings, 0 without one). Statement triggers on opportunities,
-- opportunity_package_mappings and status_changes recompute the touched opportunities' rows in the same transaction;
-- the seeds write with app.seeding on and rebuild the table. sales-deal-facts.compare.test.ts checks the table against
-- the rule after random writes.
CREATE VIEW sales_deal_facts_rule AS
SELECT o.id AS opportunity_id, o.domain_id, o.owner_id, o.account_id, o.city_id, o.created_at,
  CASE WHEN o.status_id = 2 THEN (SELECT max(s.changed_at) FROM status_changes s
    WHERE s.entity = 'opportunity' AND s.entity_id = o.id AND s.to_status_id = 2) END AS closed_at,
  (SELECT coalesce(sum(money_net(m.sales_price, m.discount, m.quantity, m.discount_approved)), 0)::numeric(14,2)
    FROM opportunity_package_mappings m WHERE m.opportunity_id = o.id) AS deal
FROM opportunities o;
--> statement-breakpoint
CREATE FUNCTION sales_deal_facts_compute(opportunity_ids int[]) RETURNS void LANGUAGE sql AS $$
  WITH fresh AS (SELECT * FROM sales_deal_facts_rule WHERE opportunity_id = ANY(opportunity_ids)),
  upserted AS (
    INSERT INTO sales_deal_facts AS t (opportunity_id, domain_id, owner_id, account_id, city_id, created_at, closed_at, deal)
    SELECT opportunity_id, domain_id, owner_id, account_id, city_id, created_at, closed_at, deal FROM fresh
    ON CONFLICT (opportunity_id) DO UPDATE SET domain_id = excluded.domain_id, owner_id = excluded.owner_id,
      account_id = excluded.account_id, city_id = excluded.city_id, created_at = excluded.created_at,
      closed_at = excluded.closed_at, deal = excluded.deal
    WHERE (t.*) IS DISTINCT FROM (excluded.*)
    RETURNING 1)
  DELETE FROM sales_deal_facts s WHERE s.opportunity_id = ANY(opportunity_ids)
    AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.opportunity_id = s.opportunity_id);
$$;
--> statement-breakpoint
-- One opportunity's row recomputed at a time across transactions (an advisory lock per opportunity, taken in id
-- order), so the second of two concurrent writers recomputes after the first commits and sees its change.
CREATE FUNCTION sales_deal_facts_refresh(opportunity_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  opps int[];
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN; END IF;
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') INTO opps FROM unnest(opportunity_ids) x WHERE x IS NOT NULL;
  IF cardinality(opps) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(49066, x) FROM unnest(opps) WITH ORDINALITY AS u(x, n) ORDER BY n;
  PERFORM sales_deal_facts_compute(opps);
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_deal_facts_on_opportunities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_deal_facts_refresh(array(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sales_deal_facts_refresh(array(SELECT d.id FROM old_rows d));
  ELSE
    PERFORM sales_deal_facts_refresh(array(SELECT x FROM new_rows n JOIN old_rows d ON d.id = n.id, LATERAL (VALUES (n.id), (d.id)) v(x)
      WHERE (n.domain_id, n.owner_id, n.account_id, n.city_id, n.created_at, n.status_id)
        IS DISTINCT FROM (d.domain_id, d.owner_id, d.account_id, d.city_id, d.created_at, d.status_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_deal_facts_on_package_mappings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_deal_facts_refresh(array(SELECT n.opportunity_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sales_deal_facts_refresh(array(SELECT d.opportunity_id FROM old_rows d));
  ELSE
    PERFORM sales_deal_facts_refresh(array(
      SELECT x FROM new_rows n JOIN old_rows d ON d.id = n.id, LATERAL (VALUES (n.opportunity_id), (d.opportunity_id)) v(x)
      WHERE (n.opportunity_id, n.sales_price, n.discount, n.quantity, n.discount_approved)
        IS DISTINCT FROM (d.opportunity_id, d.sales_price, d.discount, d.quantity, d.discount_approved)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sales_deal_facts_on_status_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_deal_facts_refresh(array(SELECT n.entity_id FROM new_rows n WHERE n.entity = 'opportunity' AND n.to_status_id = 2));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sales_deal_facts_refresh(array(SELECT d.entity_id FROM old_rows d WHERE d.entity = 'opportunity' AND d.to_status_id = 2));
  ELSE
    PERFORM sales_deal_facts_refresh(array(
      SELECT x FROM new_rows n JOIN old_rows d ON d.id = n.id, LATERAL (VALUES (n.entity_id), (d.entity_id)) v(x)
      WHERE ((n.entity = 'opportunity' AND n.to_status_id = 2) OR (d.entity = 'opportunity' AND d.to_status_id = 2))
        AND (n.entity, n.entity_id, n.to_status_id, n.changed_at) IS DISTINCT FROM (d.entity, d.entity_id, d.to_status_id, d.changed_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opportunities_sales_deal_facts_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_deal_facts_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER opportunities_sales_deal_facts_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_deal_facts_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER opportunities_sales_deal_facts_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_deal_facts_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER opm_sales_deal_facts_insert AFTER INSERT ON opportunity_package_mappings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_deal_facts_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER opm_sales_deal_facts_update AFTER UPDATE ON opportunity_package_mappings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_deal_facts_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER opm_sales_deal_facts_delete AFTER DELETE ON opportunity_package_mappings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_deal_facts_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER status_changes_sales_deal_facts_insert AFTER INSERT ON status_changes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_deal_facts_on_status_changes();
--> statement-breakpoint
CREATE TRIGGER status_changes_sales_deal_facts_update AFTER UPDATE ON status_changes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_deal_facts_on_status_changes();
--> statement-breakpoint
CREATE TRIGGER status_changes_sales_deal_facts_delete AFTER DELETE ON status_changes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_deal_facts_on_status_changes();
--> statement-breakpoint
INSERT INTO sales_deal_facts (opportunity_id, domain_id, owner_id, account_id, city_id, created_at, closed_at, deal)
SELECT opportunity_id, domain_id, owner_id, account_id, city_id, created_at, closed_at, deal FROM sales_deal_facts_rule;
--> statement-breakpoint
ANALYZE sales_deal_facts;
