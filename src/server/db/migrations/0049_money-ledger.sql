-- The ledger's SQL twin (issue 48; src/domain/money/ledger.ts holds the same definitions in TypeScript and
-- ledger-parity.test.ts compares both on real rows). Immutable one-expression SQL functions: the planner inlines
-- them, so a list that computes a deal value per row pays nothing for the call.
--   money_net: a package mapping's net value, its discount counted only when its approval is Approved or NotRequired.
--   money_gst: 18% of a net value (spec 001 §9), rounded to the paisa (half up; values are never negative).
--   money_pending / money_over_collected: receivable − collected, never below 0, and its excess.
CREATE FUNCTION money_net(sales_price numeric, discount numeric, quantity integer, discount_approved text) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (sales_price - CASE WHEN coalesce(discount_approved, 'NotRequired') IN ('Approved', 'NotRequired') THEN discount ELSE 0 END) * quantity $$;
--> statement-breakpoint
CREATE FUNCTION money_gst(net numeric) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT round(net * 18 / 100, 2) $$;
--> statement-breakpoint
CREATE FUNCTION money_pending(receivable numeric, collected numeric) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT greatest(receivable - collected, 0) $$;
--> statement-breakpoint
CREATE FUNCTION money_over_collected(receivable numeric, collected numeric) RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT greatest(collected - receivable, 0) $$;
--> statement-breakpoint
-- A payment's collected amount: status 6, 10 or 14, less the refunds recorded on it when it carries a refunded status.
CREATE FUNCTION money_payment_collected(payment_id integer, status_id integer, amount numeric) RETURNS numeric
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN status_id = 6 THEN amount
    WHEN status_id IN (10, 14) THEN amount - coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.payment_id = money_payment_collected.payment_id), 0)
    ELSE 0 END $$;
--> statement-breakpoint
-- Refunds recorded before issue 48 left a partly refunded payment Approved (6): it moves to Partially Refunded (14),
-- or to Refunded (10) where the refunds reach its amount, with the change in its history.
WITH r AS (SELECT payment_id, sum(amount) AS total FROM refunds GROUP BY payment_id),
moved AS (
  UPDATE payments p SET status_id = CASE WHEN r.total >= p.amount THEN 10 ELSE 14 END, version = p.version + 1, updated_at = now()
  FROM r WHERE r.payment_id = p.id AND p.status_id = 6
  RETURNING p.id, p.status_id)
INSERT INTO payment_status_changes (payment_id, from_status_id, to_status_id, remark)
  SELECT id, 6, status_id, 'Refund recorded before refund statuses' FROM moved;
--> statement-breakpoint
-- The account lists' figures (migration 0044) compute the ledger: the deal value with approved discounts only, the
-- collected amount less refunds (payments in 6, and 10/14 less their refunds).
CREATE OR REPLACE FUNCTION account_figures_compute(account_ids int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_list_figures AS f (account_id, poc_contact_numbers, deal_value, collected_amount, closed_opportunities, active_opportunities)
  SELECT a.id,
    (SELECT array_agg(ct.phone ORDER BY ct.id) FROM contacts ct
      WHERE ct.account_id = a.id AND ct.active AND ct.phone IS NOT NULL AND (ct.contact_type_id <> 8 OR ct.is_verified)),
    coalesce((SELECT sum(money_net(m.sales_price, m.discount, m.quantity, m.discount_approved)) FROM opportunity_package_mappings m
      WHERE m.account_id = a.id AND m.opportunity_id IN (
        SELECT o.id FROM opportunities o WHERE o.account_id = a.id AND o.status_id IN (1, 3, 4, 5, 8, 2))), 0)::numeric(14,2),
    (coalesce((SELECT sum(p.amount) FROM payments p WHERE p.account_id = a.id AND p.status_id = 6), 0)
      + coalesce((SELECT sum(money_payment_collected(p.id, p.status_id, p.amount)) FROM payments p
          WHERE p.account_id = a.id AND p.status_id IN (10, 14)), 0))::numeric(14,2),
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
CREATE OR REPLACE FUNCTION account_figures_on_package_mappings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM account_figures_refresh(array(SELECT n.account_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM account_figures_refresh(array(SELECT o.account_id FROM old_rows o));
  ELSE
    PERFORM account_figures_refresh(array(
      SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.account_id), (o.account_id)) v(x)
      WHERE (n.account_id, n.opportunity_id, n.sales_price, n.discount, n.quantity, n.discount_approved)
        IS DISTINCT FROM (o.account_id, o.opportunity_id, o.sales_price, o.discount, o.quantity, o.discount_approved)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A refund changes its payment's account's collected amount (a second partial refund leaves the payment's row as it was).
CREATE FUNCTION account_figures_on_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM account_figures_refresh(array(SELECT p.account_id FROM payments p WHERE p.id IN (SELECT n.payment_id FROM new_rows n)));
  ELSE
    PERFORM account_figures_refresh(array(SELECT p.account_id FROM payments p WHERE p.id IN (SELECT o.payment_id FROM old_rows o)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_figures_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_refunds();
--> statement-breakpoint
CREATE TRIGGER account_figures_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_figures_on_refunds();
--> statement-breakpoint
SELECT account_figures_compute(array(SELECT id FROM accounts));
