-- The kept facts' refresh functions (sold_package_renewals, 0065; sales_deal_facts, 0066) serialised concurrent
-- writers with one advisory lock per account or deal. One statement writing thousands of deals (a bulk reassignment,
-- an import, the large seed's status_history_backfill_closed()) then took thousands of locks and ran PostgreSQL's
-- lock table out of shared memory (max_locks_per_transaction 64 by default). They now lock buckets of ids (id mod
-- 256), still in ascending order: two writers of the same account or deal share its bucket, so the second still
-- recomputes after the first commits; writers of different ids rarely share one (and then only wait); a statement
-- holds at most 256 such locks.
CREATE OR REPLACE FUNCTION sold_package_renewals_refresh(account_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  accs int[];
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN; END IF;
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') INTO accs FROM unnest(account_ids) x WHERE x IS NOT NULL;
  IF cardinality(accs) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(49065, b) FROM (SELECT DISTINCT x % 256 AS b FROM unnest(accs) x) buckets ORDER BY b;
  PERFORM sold_package_renewals_compute(accs);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_deal_facts_refresh(opportunity_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  opps int[];
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN; END IF;
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') INTO opps FROM unnest(opportunity_ids) x WHERE x IS NOT NULL;
  IF cardinality(opps) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(49066, b) FROM (SELECT DISTINCT x % 256 AS b FROM unnest(opps) x) buckets ORDER BY b;
  PERFORM sales_deal_facts_compute(opps);
END $$;
