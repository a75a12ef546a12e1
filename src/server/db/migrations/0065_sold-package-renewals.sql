CREATE TABLE "sold_package_renewals" (
	"mapping_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"owner_id" integer,
	"account_agent_id" integer,
	"client_type_id" integer,
	"agent_type" text,
	"due_day" date NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"renewed_by_opportunity_id" integer
);
--> statement-breakpoint
CREATE INDEX "sold_package_renewals_brand_idx" ON "sold_package_renewals" USING btree ("domain_id","due_day","client_type_id","agent_type","owner_id","renewed_by_opportunity_id","value");--> statement-breakpoint
CREATE INDEX "sold_package_renewals_owner_idx" ON "sold_package_renewals" USING btree ("owner_id","due_day");--> statement-breakpoint
CREATE INDEX "sold_package_renewals_account_agent_idx" ON "sold_package_renewals" USING btree ("account_agent_id","due_day");--> statement-breakpoint
CREATE INDEX "sold_package_renewals_account_idx" ON "sold_package_renewals" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "status_changes_closed_entity_idx" ON "status_changes" USING btree ("entity_id","changed_at") WHERE "status_changes"."entity" = 'opportunity' and "status_changes"."to_status_id" = 2;
--> statement-breakpoint
-- Issue 49: the renewal dashboard read every sold package of the brand and paired each with its renewal on every
-- call (4.5 s p50 at the large seed with 10 in flight). sold_package_renewals keeps each sold package with its
-- renewal (src/server/db/schema/renewals.ts). The rule is written once here, as the view sold_package_renewals_rule:
-- a sold package (a mapping on a Closed opportunity) is renewed by the earliest later purchase of the same family
-- (family set) by the same account on another Closed opportunity, bought at most 30 days after its validity ends
-- (renewals.repo.ts renewedBySql, the domain's isRenewedBy); due day in Asia/Kolkata; value (price - discount) x
-- quantity. Statement triggers recompute the rows of every account a write touches (a renewal is a purchase on any
-- opportunity of the account), in the same transaction; the seeds write with app.seeding on and rebuild the table.
-- renewals.compare.test.ts checks the table against the rule read row by row after random writes.
CREATE VIEW sold_package_renewals_rule AS
SELECT m.id AS mapping_id, o.account_id, o.id AS opportunity_id, o.domain_id, o.owner_id, a.agent_id AS account_agent_id,
  a.client_type_id, p.agent_type,
  ((m.created_at + m.validity_days * interval '1 day') AT TIME ZONE 'Asia/Kolkata')::date AS due_day,
  ((m.sales_price - m.discount) * m.quantity)::numeric(14,2) AS value,
  (SELECT r.opportunity_id FROM opportunities ro
    JOIN opportunity_package_mappings r ON r.opportunity_id = ro.id
    JOIN packages rp ON rp.id = r.package_id
    WHERE ro.account_id = o.account_id AND ro.status_id = 2 AND rp.family_id = p.family_id
      AND r.id <> m.id AND r.opportunity_id <> m.opportunity_id
      AND r.created_at > m.created_at
      AND r.created_at <= (m.created_at + m.validity_days * interval '1 day') + interval '30 days'
    ORDER BY r.created_at, r.id LIMIT 1) AS renewed_by_opportunity_id
FROM opportunity_package_mappings m
JOIN opportunities o ON o.id = m.opportunity_id
JOIN accounts a ON a.id = o.account_id
JOIN packages p ON p.id = m.package_id
WHERE o.status_id = 2;
--> statement-breakpoint
CREATE FUNCTION sold_package_renewals_compute(account_ids int[]) RETURNS void LANGUAGE sql AS $$
  WITH fresh AS (SELECT * FROM sold_package_renewals_rule WHERE account_id = ANY(account_ids)),
  upserted AS (
    INSERT INTO sold_package_renewals AS t (mapping_id, account_id, opportunity_id, domain_id, owner_id, account_agent_id,
      client_type_id, agent_type, due_day, value, renewed_by_opportunity_id)
    SELECT mapping_id, account_id, opportunity_id, domain_id, owner_id, account_agent_id, client_type_id, agent_type,
      due_day, value, renewed_by_opportunity_id FROM fresh
    ON CONFLICT (mapping_id) DO UPDATE SET account_id = excluded.account_id, opportunity_id = excluded.opportunity_id,
      domain_id = excluded.domain_id, owner_id = excluded.owner_id, account_agent_id = excluded.account_agent_id,
      client_type_id = excluded.client_type_id, agent_type = excluded.agent_type, due_day = excluded.due_day,
      value = excluded.value, renewed_by_opportunity_id = excluded.renewed_by_opportunity_id
    WHERE (t.*) IS DISTINCT FROM (excluded.*)
    RETURNING 1)
  DELETE FROM sold_package_renewals s WHERE s.account_id = ANY(account_ids)
    AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.mapping_id = s.mapping_id);
$$;
--> statement-breakpoint
-- One account's rows recomputed at a time across transactions (an advisory lock per account, taken in id order), so
-- the second of two concurrent writers recomputes after the first commits and sees its change.
CREATE FUNCTION sold_package_renewals_refresh(account_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  accs int[];
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN; END IF;
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') INTO accs FROM unnest(account_ids) x WHERE x IS NOT NULL;
  IF cardinality(accs) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(49065, x) FROM unnest(accs) WITH ORDINALITY AS u(x, n) ORDER BY n;
  PERFORM sold_package_renewals_compute(accs);
END $$;
--> statement-breakpoint
CREATE FUNCTION sold_package_renewals_on_package_mappings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM sold_package_renewals_refresh(array(SELECT o.account_id FROM new_rows n JOIN opportunities o ON o.id = n.opportunity_id WHERE o.status_id = 2));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sold_package_renewals_refresh(array(SELECT s.account_id FROM old_rows d JOIN sold_package_renewals s ON s.mapping_id = d.id));
  ELSE
    PERFORM sold_package_renewals_refresh(array(
      SELECT x FROM new_rows n JOIN old_rows d ON d.id = n.id
        LEFT JOIN opportunities no ON no.id = n.opportunity_id
        LEFT JOIN sold_package_renewals s ON s.mapping_id = d.id,
        LATERAL (VALUES (no.account_id), (s.account_id)) v(x)
      WHERE (n.opportunity_id, n.package_id, n.created_at, n.validity_days, n.sales_price, n.discount, n.quantity)
        IS DISTINCT FROM (d.opportunity_id, d.package_id, d.created_at, d.validity_days, d.sales_price, d.discount, d.quantity)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sold_package_renewals_on_opportunities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM sold_package_renewals_refresh(array(SELECT d.account_id FROM old_rows d));
  ELSE
    -- Closing or reopening a deal, or moving it to another account, can renew or un-renew the account's other
    -- packages: the whole accounts; an owner or brand change only its own rows (recomputed with its account).
    PERFORM sold_package_renewals_refresh(array(
      SELECT x FROM new_rows n JOIN old_rows d ON d.id = n.id, LATERAL (VALUES (n.account_id), (d.account_id)) v(x)
      WHERE (n.account_id, n.status_id, n.owner_id, n.domain_id) IS DISTINCT FROM (d.account_id, d.status_id, d.owner_id, d.domain_id)
        AND (n.status_id = 2 OR d.status_id = 2)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sold_package_renewals_on_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM sold_package_renewals_refresh(array(SELECT n.id FROM new_rows n JOIN old_rows d ON d.id = n.id
      WHERE (n.agent_id, n.client_type_id) IS DISTINCT FROM (d.agent_id, d.client_type_id)));
  ELSE
    PERFORM sold_package_renewals_refresh(array(SELECT d.id FROM old_rows d));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sold_package_renewals_on_packages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM sold_package_renewals_refresh(array(
    SELECT DISTINCT o.account_id FROM new_rows n JOIN old_rows d ON d.id = n.id
      JOIN opportunity_package_mappings m ON m.package_id = n.id
      JOIN opportunities o ON o.id = m.opportunity_id AND o.status_id = 2
    WHERE (n.family_id, n.agent_type) IS DISTINCT FROM (d.family_id, d.agent_type)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opm_sold_package_renewals_insert AFTER INSERT ON opportunity_package_mappings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sold_package_renewals_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER opm_sold_package_renewals_update AFTER UPDATE ON opportunity_package_mappings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sold_package_renewals_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER opm_sold_package_renewals_delete AFTER DELETE ON opportunity_package_mappings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sold_package_renewals_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER opportunities_sold_package_renewals_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sold_package_renewals_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER opportunities_sold_package_renewals_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sold_package_renewals_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER accounts_sold_package_renewals_update AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sold_package_renewals_on_accounts();
--> statement-breakpoint
CREATE TRIGGER accounts_sold_package_renewals_delete AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sold_package_renewals_on_accounts();
--> statement-breakpoint
CREATE TRIGGER packages_sold_package_renewals_update AFTER UPDATE ON packages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sold_package_renewals_on_packages();
--> statement-breakpoint
INSERT INTO sold_package_renewals (mapping_id, account_id, opportunity_id, domain_id, owner_id, account_agent_id, client_type_id,
  agent_type, due_day, value, renewed_by_opportunity_id)
SELECT mapping_id, account_id, opportunity_id, domain_id, owner_id, account_agent_id, client_type_id, agent_type, due_day,
  value, renewed_by_opportunity_id FROM sold_package_renewals_rule;
--> statement-breakpoint
ANALYZE sold_package_renewals;
--> statement-breakpoint
ANALYZE status_changes;
