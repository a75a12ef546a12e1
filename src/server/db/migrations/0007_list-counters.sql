-- Counters of the brand-wide lists (issue 10; table list_counts, src/server/db/schema/list-counts.ts): rows per
-- (entity, brand, status) of accounts and opportunities, kept by statement-level triggers in the same transaction
-- as the change, so an unfiltered whole-brand count is exact and constant time. Triggers, not service calls, so no
-- write path (services, merge, mass reassignment, seeds, tools) can forget them. Statement-level with transition
-- tables: a bulk insert (the seeds) appends one delta per (brand, status), not one per row. Deltas are appended,
-- never upserted: an upsert would lock the brand's counter row until commit, so concurrent writers would queue on
-- it (and the seed's parallel transactions, which commit together, would wait on each other for ever).
-- compactListCounts (src/server/shared/list-counts.ts) folds the deltas into one row per key.
CREATE FUNCTION list_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO list_counts (entity, domain_id, status_id, n)
    SELECT TG_ARGV[0], r.domain_id, r.status_id, count(*)::int FROM new_rows r GROUP BY r.domain_id, r.status_id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO list_counts (entity, domain_id, status_id, n)
    SELECT TG_ARGV[0], r.domain_id, r.status_id, -count(*)::int FROM old_rows r GROUP BY r.domain_id, r.status_id;
  ELSE
    -- Only a change of brand or status moves a count; an update that changes neither appends nothing.
    INSERT INTO list_counts (entity, domain_id, status_id, n)
    SELECT TG_ARGV[0], d.domain_id, d.status_id, sum(d.delta)::int
    FROM (SELECT o.domain_id, o.status_id, -1 AS delta FROM old_rows o
          UNION ALL SELECT r.domain_id, r.status_id, 1 FROM new_rows r) d
    GROUP BY d.domain_id, d.status_id HAVING sum(d.delta) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_list_counts_insert AFTER INSERT ON accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('account');
--> statement-breakpoint
CREATE TRIGGER accounts_list_counts_delete AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('account');
--> statement-breakpoint
CREATE TRIGGER accounts_list_counts_update AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('account');
--> statement-breakpoint
CREATE TRIGGER opportunities_list_counts_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('opportunity');
--> statement-breakpoint
CREATE TRIGGER opportunities_list_counts_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('opportunity');
--> statement-breakpoint
CREATE TRIGGER opportunities_list_counts_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_apply('opportunity');
--> statement-breakpoint
-- The rows already there (after the triggers, which lock out writers until this migration commits).
INSERT INTO list_counts (entity, domain_id, status_id, n)
SELECT 'account', domain_id, status_id, count(*)::int FROM accounts GROUP BY domain_id, status_id;
--> statement-breakpoint
INSERT INTO list_counts (entity, domain_id, status_id, n)
SELECT 'opportunity', domain_id, status_id, count(*)::int FROM opportunities GROUP BY domain_id, status_id;
