-- The dashboard tiles' facts (issue 12; table dashboard_tile_facts, src/server/db/schema/dashboards.ts): one row per
-- opportunity with what the tiles count, kept by statement-level triggers in the same transaction as every change
-- to the tables a tile reads. A statement's trigger collects the accounts whose opportunities it touched and
-- dashboard_facts_refresh recomputes those opportunities' rows from the tables (and every row of their accounts when
-- the change can renew another opportunity's sold package: a renewal is a purchase on any opportunity of the account). Triggers, not service calls, so no
-- write path can forget them. The seeds write with app.seeding on (triggers off) and call dashboard_facts_compute
-- over every account once at the end. A second set of statement triggers, on dashboard_tile_facts itself, appends
-- the rows' deltas per brand, client type, kind, status and campaign to dashboard_brand_counts (whole-brand
-- dashboards add up a few rows of it; compactDashboardCounts folds the deltas). dashboard_renewal_days repeats
-- the renewal due days one row a day, rewritten with the account's facts.
--
-- The definitions below are those of src/domain/dashboards/tiles.ts (TILES): termsheets not yet approved (1, 2, 7),
-- payments in the approved (6, 15), rejected (7, 8, 15, 16, 21, 22) and pending (1, 2, 3, 4, 5, 9, 12, 13, 20)
-- groups, open discount approvals (PendingApproval, Reviewed), a product not activated, the renewal rule of
-- renewals.repo.ts (renewedBySql, grace 30 days; the due day in Asia/Kolkata, as renewalDueOnDays reads it). Status, campaign, follow-up and renewal windows are applied when
-- read. dashboard-facts.test.ts compares every tile with its list (which reads the tables) after random changes.
CREATE FUNCTION dashboard_facts_compute(account_ids int[], opportunity_ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM dashboard_tile_facts f WHERE (f.account_id = ANY(account_ids) OR f.opportunity_id = ANY(opportunity_ids))
    AND NOT EXISTS (SELECT 1 FROM opportunities o WHERE o.id = f.opportunity_id AND o.account_id = f.account_id);
  INSERT INTO dashboard_tile_facts AS f (opportunity_id, account_id, domain_id, owner_id, account_agent_id, client_type_id, kind,
    status_id, campaign, last_activity_at, housing_pending, pending_termsheets, payments_approved, payments_rejected,
    payments_pending, discount_approvals, renewal_due_days)
  SELECT o.id, o.account_id, o.domain_id, o.owner_id, a.agent_id, a.client_type_id, o.kind, o.status_id, o.campaign,
    (SELECT max(c.happened_at) FROM comments c WHERE c.entity_type_id = 1 AND c.entity_id = o.id),
    EXISTS (SELECT 1 FROM opportunity_package_mappings m
      JOIN opportunity_product_mappings p ON p.opportunity_package_mapping_id = m.id
      WHERE m.opportunity_id = o.id AND NOT p.activated),
    (SELECT count(*) FROM termsheets t WHERE t.opportunity_id = o.id AND t.status_id IN (1, 2, 7)),
    coalesce(pay.approved, 0), coalesce(pay.rejected, 0), coalesce(pay.pending, 0),
    (SELECT count(*) FROM approvals ap WHERE ap.entity_type_id = 1 AND ap.entity_id = o.id
      AND ap.status IN ('PendingApproval', 'Reviewed') AND ap.approval_type = 'Discount'),
    (SELECT array_agg(DISTINCT ((m.created_at + m.validity_days * interval '1 day') AT TIME ZONE 'Asia/Kolkata')::date)
      FROM opportunity_package_mappings m JOIN packages p ON p.id = m.package_id
      WHERE m.opportunity_id = o.id
        AND NOT EXISTS (SELECT 1 FROM opportunity_package_mappings r
          JOIN opportunities ro ON ro.id = r.opportunity_id
          JOIN packages rp ON rp.id = r.package_id
          WHERE ro.account_id = o.account_id AND ro.status_id = 2 AND rp.family_id = p.family_id AND r.id <> m.id
            AND r.created_at > m.created_at
            AND r.created_at <= (m.created_at + m.validity_days * interval '1 day') + interval '30 days'))
  FROM opportunities o
  JOIN accounts a ON a.id = o.account_id
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE pm.status_id IN (6, 15)) AS approved,
      count(*) FILTER (WHERE pm.status_id IN (7, 8, 15, 16, 21, 22)) AS rejected,
      count(*) FILTER (WHERE pm.status_id IN (1, 2, 3, 4, 5, 9, 12, 13, 20)) AS pending
    FROM termsheets t JOIN milestones ms ON ms.termsheet_id = t.id JOIN payments pm ON pm.milestone_id = ms.id
    WHERE t.opportunity_id = o.id) pay ON true
  WHERE o.account_id = ANY(account_ids) OR o.id = ANY(opportunity_ids)
  ON CONFLICT (opportunity_id) DO UPDATE SET account_id = excluded.account_id, domain_id = excluded.domain_id,
    owner_id = excluded.owner_id, account_agent_id = excluded.account_agent_id, client_type_id = excluded.client_type_id,
    kind = excluded.kind, status_id = excluded.status_id, campaign = excluded.campaign,
    last_activity_at = excluded.last_activity_at, housing_pending = excluded.housing_pending,
    pending_termsheets = excluded.pending_termsheets, payments_approved = excluded.payments_approved,
    payments_rejected = excluded.payments_rejected, payments_pending = excluded.payments_pending,
    discount_approvals = excluded.discount_approvals, renewal_due_days = excluded.renewal_due_days
  WHERE (f.*) IS DISTINCT FROM (excluded.*);
  DELETE FROM dashboard_renewal_days d WHERE d.account_id = ANY(account_ids) OR d.opportunity_id = ANY(opportunity_ids);
  INSERT INTO dashboard_renewal_days (account_id, opportunity_id, domain_id, client_type_id, kind, status_id, due_day)
  SELECT f.account_id, f.opportunity_id, f.domain_id, f.client_type_id, f.kind, f.status_id, due.day
  FROM dashboard_tile_facts f CROSS JOIN LATERAL unnest(f.renewal_due_days) AS due(day)
  WHERE f.account_id = ANY(account_ids) OR f.opportunity_id = ANY(opportunity_ids);
$$;
--> statement-breakpoint
-- Recomputes the rows of the opportunities, and of every opportunity of the accounts (a change that can renew or
-- un-renew another opportunity's package: package mappings, an opportunity's status or account, a deletion). The
-- rows are locked first (in id order), so two transactions changing the same opportunity take turns: the second
-- computes after the first commits (read committed: each statement here sees what committed before it started) and
-- never writes over it with a row computed before. New opportunities have no row yet, so writers adding
-- opportunities (or comments, payments...) to different opportunities never wait on each other.
CREATE FUNCTION dashboard_facts_refresh(account_ids int[], opportunity_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  accs int[];
  opps int[];
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN; END IF;
  SELECT coalesce(array_agg(DISTINCT x), '{}') INTO accs FROM unnest(account_ids) x WHERE x IS NOT NULL;
  SELECT coalesce(array_agg(DISTINCT x), '{}') INTO opps FROM unnest(opportunity_ids) x WHERE x IS NOT NULL;
  IF cardinality(accs) = 0 AND cardinality(opps) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM (SELECT f.opportunity_id FROM dashboard_tile_facts f
    WHERE f.account_id = ANY(accs) OR f.opportunity_id = ANY(opps) ORDER BY f.opportunity_id FOR UPDATE) locked;
  PERFORM dashboard_facts_compute(accs, opps);
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_refresh_opportunities(opportunity_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_facts_refresh('{}', opportunity_ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_refresh_accounts_of(opportunity_ids int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF opportunity_ids IS NULL OR current_setting('app.seeding', true) = 'on' THEN RETURN; END IF;
  PERFORM dashboard_facts_refresh(array(SELECT o.account_id FROM opportunities o WHERE o.id = ANY(opportunity_ids)), opportunity_ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_on_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_facts_refresh(array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.agent_id, n.client_type_id) IS DISTINCT FROM (o.agent_id, o.client_type_id)), '{}');
  ELSE
    PERFORM dashboard_facts_refresh(array(SELECT o.id FROM old_rows o), '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_on_opportunities() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    -- A new opportunity has no package yet, so it renews nothing: only its own row.
    PERFORM dashboard_facts_refresh('{}', array(SELECT n.id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_facts_refresh(array(SELECT o.account_id FROM old_rows o), array(SELECT o.id FROM old_rows o));
  ELSE
    -- A change of status or account can renew or un-renew the account's other packages: the whole accounts.
    PERFORM dashboard_facts_refresh(
      array(SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.account_id), (o.account_id)) v(x)
        WHERE (n.account_id, n.status_id) IS DISTINCT FROM (o.account_id, o.status_id)),
      array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.domain_id, n.owner_id, n.kind, n.campaign) IS DISTINCT FROM (o.domain_id, o.owner_id, o.kind, o.campaign)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_on_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(SELECT n.entity_id FROM new_rows n WHERE n.entity_type_id = 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(SELECT o.entity_id FROM old_rows o WHERE o.entity_type_id = 1));
  ELSE
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (CASE WHEN n.entity_type_id = 1 THEN n.entity_id END), (CASE WHEN o.entity_type_id = 1 THEN o.entity_id END)) v(x)
      WHERE (n.entity_type_id, n.entity_id, n.happened_at) IS DISTINCT FROM (o.entity_type_id, o.entity_id, o.happened_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_on_termsheets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(SELECT n.opportunity_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(SELECT o.opportunity_id FROM old_rows o));
  ELSE
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.opportunity_id), (o.opportunity_id)) v(x)
      WHERE (n.opportunity_id, n.status_id) IS DISTINCT FROM (o.opportunity_id, o.status_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_on_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(SELECT t.opportunity_id FROM old_rows o JOIN termsheets t ON t.id = o.termsheet_id));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT t.opportunity_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN termsheets t ON t.id IN (n.termsheet_id, o.termsheet_id)
      WHERE n.termsheet_id IS DISTINCT FROM o.termsheet_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A payment's account is its own account_id (kept by migration 0021's trigger) and, to be sure, its termsheet's.
CREATE FUNCTION dashboard_facts_on_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT t.opportunity_id FROM new_rows n JOIN milestones ms ON ms.id = n.milestone_id JOIN termsheets t ON t.id = ms.termsheet_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT t.opportunity_id FROM old_rows o JOIN milestones ms ON ms.id = o.milestone_id JOIN termsheets t ON t.id = ms.termsheet_id));
  ELSE
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT t.opportunity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN milestones ms ON ms.id IN (n.milestone_id, o.milestone_id) JOIN termsheets t ON t.id = ms.termsheet_id
      WHERE (n.milestone_id, n.status_id) IS DISTINCT FROM (o.milestone_id, o.status_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_on_approvals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(SELECT n.entity_id FROM new_rows n WHERE n.entity_type_id = 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(SELECT o.entity_id FROM old_rows o WHERE o.entity_type_id = 1));
  ELSE
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (CASE WHEN n.entity_type_id = 1 THEN n.entity_id END), (CASE WHEN o.entity_type_id = 1 THEN o.entity_id END)) v(x)
      WHERE (n.entity_type_id, n.entity_id, n.status, n.approval_type) IS DISTINCT FROM (o.entity_type_id, o.entity_id, o.status, o.approval_type)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_on_package_mappings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_facts_refresh_accounts_of(array(SELECT n.opportunity_id FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_facts_refresh_accounts_of(array(SELECT o.opportunity_id FROM old_rows o));
  ELSE
    PERFORM dashboard_facts_refresh_accounts_of(array(
      SELECT x FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.opportunity_id), (o.opportunity_id)) v(x)
      WHERE (n.opportunity_id, n.package_id, n.created_at, n.validity_days)
        IS DISTINCT FROM (o.opportunity_id, o.package_id, o.created_at, o.validity_days)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_on_product_mappings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT m.opportunity_id FROM new_rows n JOIN opportunity_package_mappings m ON m.id = n.opportunity_package_mapping_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT m.opportunity_id FROM old_rows o JOIN opportunity_package_mappings m ON m.id = o.opportunity_package_mapping_id));
  ELSE
    PERFORM dashboard_facts_refresh_opportunities(array(
      SELECT m.opportunity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        JOIN opportunity_package_mappings m ON m.id IN (n.opportunity_package_mapping_id, o.opportunity_package_mapping_id)
      WHERE (n.opportunity_package_mapping_id, n.activated) IS DISTINCT FROM (o.opportunity_package_mapping_id, o.activated)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_facts_on_packages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM dashboard_facts_refresh_accounts_of(array(
    SELECT DISTINCT m.opportunity_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN opportunity_package_mappings m ON m.package_id = n.id
    WHERE n.family_id IS DISTINCT FROM o.family_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION dashboard_brand_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_brand_counts (domain_id, client_type_id, kind, status_id, campaign, n, housing_pending,
      pending_termsheets, payments_approved, payments_rejected, payments_pending, discount_approvals)
    SELECT d.domain_id, d.client_type_id, d.kind, d.status_id, d.campaign, sum(d.sign)::int,
      sum(d.sign * d.housing_pending::int)::int, sum(d.sign * d.pending_termsheets)::int, sum(d.sign * d.payments_approved)::int,
      sum(d.sign * d.payments_rejected)::int, sum(d.sign * d.payments_pending)::int, sum(d.sign * d.discount_approvals)::int
    FROM (SELECT 1 AS sign, r.* FROM new_rows r) d
    GROUP BY d.domain_id, d.client_type_id, d.kind, d.status_id, d.campaign
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.housing_pending::int) <> 0 OR sum(d.sign * d.pending_termsheets) <> 0
      OR sum(d.sign * d.payments_approved) <> 0 OR sum(d.sign * d.payments_rejected) <> 0
      OR sum(d.sign * d.payments_pending) <> 0 OR sum(d.sign * d.discount_approvals) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_brand_counts (domain_id, client_type_id, kind, status_id, campaign, n, housing_pending,
      pending_termsheets, payments_approved, payments_rejected, payments_pending, discount_approvals)
    SELECT d.domain_id, d.client_type_id, d.kind, d.status_id, d.campaign, sum(d.sign)::int,
      sum(d.sign * d.housing_pending::int)::int, sum(d.sign * d.pending_termsheets)::int, sum(d.sign * d.payments_approved)::int,
      sum(d.sign * d.payments_rejected)::int, sum(d.sign * d.payments_pending)::int, sum(d.sign * d.discount_approvals)::int
    FROM (SELECT -1 AS sign, r.* FROM old_rows r) d
    GROUP BY d.domain_id, d.client_type_id, d.kind, d.status_id, d.campaign
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.housing_pending::int) <> 0 OR sum(d.sign * d.pending_termsheets) <> 0
      OR sum(d.sign * d.payments_approved) <> 0 OR sum(d.sign * d.payments_rejected) <> 0
      OR sum(d.sign * d.payments_pending) <> 0 OR sum(d.sign * d.discount_approvals) <> 0;
  ELSE
    INSERT INTO dashboard_brand_counts (domain_id, client_type_id, kind, status_id, campaign, n, housing_pending,
      pending_termsheets, payments_approved, payments_rejected, payments_pending, discount_approvals)
    SELECT d.domain_id, d.client_type_id, d.kind, d.status_id, d.campaign, sum(d.sign)::int,
      sum(d.sign * d.housing_pending::int)::int, sum(d.sign * d.pending_termsheets)::int, sum(d.sign * d.payments_approved)::int,
      sum(d.sign * d.payments_rejected)::int, sum(d.sign * d.payments_pending)::int, sum(d.sign * d.discount_approvals)::int
    FROM (SELECT 1 AS sign, r.* FROM new_rows r UNION ALL SELECT -1, r.* FROM old_rows r) d
    GROUP BY d.domain_id, d.client_type_id, d.kind, d.status_id, d.campaign
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.housing_pending::int) <> 0 OR sum(d.sign * d.pending_termsheets) <> 0
      OR sum(d.sign * d.payments_approved) <> 0 OR sum(d.sign * d.payments_rejected) <> 0
      OR sum(d.sign * d.payments_pending) <> 0 OR sum(d.sign * d.discount_approvals) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_dashboard_facts_update AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_accounts();
--> statement-breakpoint
CREATE TRIGGER accounts_dashboard_facts_delete AFTER DELETE ON accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_accounts();
--> statement-breakpoint
CREATE TRIGGER opportunities_dashboard_facts_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER opportunities_dashboard_facts_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER opportunities_dashboard_facts_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_opportunities();
--> statement-breakpoint
CREATE TRIGGER comments_dashboard_facts_insert AFTER INSERT ON comments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_comments();
--> statement-breakpoint
CREATE TRIGGER comments_dashboard_facts_update AFTER UPDATE ON comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_comments();
--> statement-breakpoint
CREATE TRIGGER comments_dashboard_facts_delete AFTER DELETE ON comments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_comments();
--> statement-breakpoint
CREATE TRIGGER termsheets_dashboard_facts_insert AFTER INSERT ON termsheets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_termsheets();
--> statement-breakpoint
CREATE TRIGGER termsheets_dashboard_facts_update AFTER UPDATE ON termsheets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_termsheets();
--> statement-breakpoint
CREATE TRIGGER termsheets_dashboard_facts_delete AFTER DELETE ON termsheets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_termsheets();
--> statement-breakpoint
CREATE TRIGGER milestones_dashboard_facts_update AFTER UPDATE ON milestones REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_milestones();
--> statement-breakpoint
CREATE TRIGGER milestones_dashboard_facts_delete AFTER DELETE ON milestones REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_milestones();
--> statement-breakpoint
CREATE TRIGGER payments_dashboard_facts_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_payments();
--> statement-breakpoint
CREATE TRIGGER payments_dashboard_facts_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_payments();
--> statement-breakpoint
CREATE TRIGGER payments_dashboard_facts_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_payments();
--> statement-breakpoint
CREATE TRIGGER approvals_dashboard_facts_insert AFTER INSERT ON approvals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_approvals();
--> statement-breakpoint
CREATE TRIGGER approvals_dashboard_facts_update AFTER UPDATE ON approvals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_approvals();
--> statement-breakpoint
CREATE TRIGGER approvals_dashboard_facts_delete AFTER DELETE ON approvals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_approvals();
--> statement-breakpoint
CREATE TRIGGER opm_dashboard_facts_insert AFTER INSERT ON opportunity_package_mappings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER opm_dashboard_facts_update AFTER UPDATE ON opportunity_package_mappings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER opm_dashboard_facts_delete AFTER DELETE ON opportunity_package_mappings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_package_mappings();
--> statement-breakpoint
CREATE TRIGGER oprm_dashboard_facts_insert AFTER INSERT ON opportunity_product_mappings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_product_mappings();
--> statement-breakpoint
CREATE TRIGGER oprm_dashboard_facts_update AFTER UPDATE ON opportunity_product_mappings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_product_mappings();
--> statement-breakpoint
CREATE TRIGGER oprm_dashboard_facts_delete AFTER DELETE ON opportunity_product_mappings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_product_mappings();
--> statement-breakpoint
CREATE TRIGGER packages_dashboard_facts_update AFTER UPDATE ON packages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_facts_on_packages();
--> statement-breakpoint
CREATE TRIGGER dashboard_brand_counts_insert AFTER INSERT ON dashboard_tile_facts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_brand_counts_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_brand_counts_update AFTER UPDATE ON dashboard_tile_facts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_brand_counts_apply();
--> statement-breakpoint
CREATE TRIGGER dashboard_brand_counts_delete AFTER DELETE ON dashboard_tile_facts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_brand_counts_apply();
--> statement-breakpoint
-- The rows already there (after the triggers, which lock out writers until this migration commits).
SELECT dashboard_facts_compute(array(SELECT id FROM accounts), '{}');
--> statement-breakpoint
-- One row per key instead of the backfill's deltas (compactDashboardCounts does the same every little while).
WITH gone AS (DELETE FROM dashboard_brand_counts RETURNING *)
INSERT INTO dashboard_brand_counts
  SELECT domain_id, client_type_id, kind, status_id, campaign, sum(n)::int, sum(housing_pending)::int,
    sum(pending_termsheets)::int, sum(payments_approved)::int, sum(payments_rejected)::int, sum(payments_pending)::int,
    sum(discount_approvals)::int
  FROM gone GROUP BY domain_id, client_type_id, kind, status_id, campaign;
--> statement-breakpoint
-- Planner statistics for the new tables now (autovacuum would take a while), so their indexes are used at once.
ANALYZE dashboard_tile_facts, dashboard_renewal_days, dashboard_brand_counts;
