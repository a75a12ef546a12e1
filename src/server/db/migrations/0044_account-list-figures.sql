CREATE TABLE "account_list_figures" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"poc_contact_numbers" text[],
	"deal_value" numeric(14, 2) NOT NULL,
	"collected_amount" numeric(14, 2) NOT NULL,
	"closed_opportunities" integer NOT NULL,
	"active_opportunities" integer NOT NULL
);
--> statement-breakpoint
-- The per-account figures of the account lists (issue 10; table account_list_figures, src/server/db/schema/accounts.ts),
-- kept by statement-level triggers in the same transaction as every change to the tables they count, as the
-- dashboard tiles' facts are (migration 0043). The definitions are those the list reads from the tables
-- (account-search.repo.ts accountRowsOfPage, deal-value.sql.ts): the active contacts' phones (a child point of
-- contact, type 8, only when verified) in id order; the deal value of the opportunities in the open (1, 3, 4, 5, 8)
-- and closed (2) buckets, from the package mappings that carry the account; the approved (6) payments that carry
-- the account; the closed and open opportunity counts. account-figures.test.ts compares every row with the tables.
CREATE FUNCTION account_figures_compute(account_ids int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_list_figures AS f (account_id, poc_contact_numbers, deal_value, collected_amount, closed_opportunities, active_opportunities)
  SELECT a.id,
    (SELECT array_agg(ct.phone ORDER BY ct.id) FROM contacts ct
      WHERE ct.account_id = a.id AND ct.active AND ct.phone IS NOT NULL AND (ct.contact_type_id <> 8 OR ct.is_verified)),
    coalesce((SELECT sum((m.sales_price - m.discount) * m.quantity) FROM opportunity_package_mappings m
      WHERE m.account_id = a.id AND m.opportunity_id IN (
        SELECT o.id FROM opportunities o WHERE o.account_id = a.id AND o.status_id IN (1, 3, 4, 5, 8, 2))), 0)::numeric(14,2),
    coalesce((SELECT sum(p.amount) FROM payments p WHERE p.account_id = a.id AND p.status_id = 6), 0)::numeric(14,2),
    (SELECT count(*) FROM opportunities o WHERE o.account_id = a.id AND o.status_id IN (2))::int,
    (SELECT count(*) FROM opportunities o WHERE o.account_id = a.id AND o.status_id IN (1, 3, 4, 5, 8))::int
  FROM accounts a
  WHERE a.id = ANY(account_ids)
  ON CONFLICT (account_id) DO UPDATE SET poc_contact_numbers = excluded.poc_contact_numbers, deal_value = excluded.deal_value,
    collected_amount = excluded.collected_amount, closed_opportunities = excluded.closed_opportunities,
    active_opportunities = excluded.active_opportunities
  WHERE (f.*) IS DISTINCT FROM (excluded.*);
$$;
--> statement-breakpoint
-- Recomputes the accounts' rows. The rows are locked first (in id order), so two transactions changing the same
-- account take turns: the second computes after the first commits (read committed: each statement here sees what
-- committed before it started) and never writes over it with figures computed before. A new account gets its row
-- in the transaction that adds it (the trigger on accounts), so later writers always find a row to lock.
CREATE FUNCTION account_figures_refresh(account_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  accs int[];
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN; END IF;
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') INTO accs FROM unnest(account_ids) x WHERE x IS NOT NULL;
  IF cardinality(accs) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM (SELECT f.account_id FROM account_list_figures f WHERE f.account_id = ANY(accs) ORDER BY f.account_id FOR UPDATE) locked;
  PERFORM account_figures_compute(accs);
END $$;
--> statement-breakpoint
CREATE FUNCTION account_figures_on_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM account_figures_refresh(array(SELECT n.id FROM new_rows n));
  ELSE
    DELETE FROM account_list_figures f WHERE f.account_id IN (SELECT o.id FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The other tables: the accounts of the rows a statement added or removed, and for an update the old and the new
-- account of each row whose counted columns changed (a row moved to another account changes both).
CREATE FUNCTION account_figures_on_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM account_figures_refresh(array(SELECT n.account_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_figures_refresh(array(SELECT o.account_id FROM old_rows o));
  ELSE
    PERFORM account_figures_refresh(array(
      SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.account_id), (o.account_id)) v(x)
      WHERE (n.account_id, n.active, n.phone, n.contact_type_id, n.is_verified) IS DISTINCT FROM (o.account_id, o.active, o.phone, o.contact_type_id, o.is_verified)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION account_figures_on_opportunities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM account_figures_refresh(array(SELECT n.account_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_figures_refresh(array(SELECT o.account_id FROM old_rows o));
  ELSE
    PERFORM account_figures_refresh(array(
      SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.account_id), (o.account_id)) v(x)
      WHERE (n.account_id, n.status_id) IS DISTINCT FROM (o.account_id, o.status_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION account_figures_on_package_mappings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM account_figures_refresh(array(SELECT n.account_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_figures_refresh(array(SELECT o.account_id FROM old_rows o));
  ELSE
    PERFORM account_figures_refresh(array(
      SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.account_id), (o.account_id)) v(x)
      WHERE (n.account_id, n.opportunity_id, n.sales_price, n.discount, n.quantity)
        IS DISTINCT FROM (o.account_id, o.opportunity_id, o.sales_price, o.discount, o.quantity)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION account_figures_on_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM account_figures_refresh(array(SELECT n.account_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_figures_refresh(array(SELECT o.account_id FROM old_rows o));
  ELSE
    PERFORM account_figures_refresh(array(
      SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.account_id), (o.account_id)) v(x)
      WHERE (n.account_id, n.status_id, n.amount) IS DISTINCT FROM (o.account_id, o.status_id, o.amount)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_figures_insert AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_accounts();
--> statement-breakpoint
CREATE TRIGGER account_figures_delete AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_accounts();
--> statement-breakpoint
CREATE TRIGGER account_figures_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_contacts();
--> statement-breakpoint
CREATE TRIGGER account_figures_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_contacts();
--> statement-breakpoint
CREATE TRIGGER account_figures_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_contacts();
--> statement-breakpoint
CREATE TRIGGER account_figures_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER account_figures_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER account_figures_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER account_figures_insert AFTER INSERT ON opportunity_package_mappings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER account_figures_update AFTER UPDATE ON opportunity_package_mappings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER account_figures_delete AFTER DELETE ON opportunity_package_mappings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER account_figures_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_payments();
--> statement-breakpoint
CREATE TRIGGER account_figures_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_payments();
--> statement-breakpoint
CREATE TRIGGER account_figures_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_payments();
--> statement-breakpoint
SELECT account_figures_compute(array(SELECT id FROM accounts));
