-- Issue 48: a refunded payment (10 in full, 14 in part) was approved — only an approved payment is refunded — so the
-- Payment Approved tile keeps counting it (src/domain/dashboards/tiles.ts APPROVED_TILE_STATUS_IDS, README "Money").
-- The tiles' facts function (last defined by migration 0054, unchanged but for the approved count) counts 6, 10, 14
-- and 15, and every account's facts are recomputed once (the brand counters follow through their triggers).
CREATE OR REPLACE FUNCTION dashboard_facts_compute(account_ids int[], opportunity_ids int[]) RETURNS void LANGUAGE sql AS $$
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
            AND r.opportunity_id <> m.opportunity_id
            AND r.created_at > m.created_at
            AND r.created_at <= (m.created_at + m.validity_days * interval '1 day') + interval '30 days'))
  FROM opportunities o
  JOIN accounts a ON a.id = o.account_id
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE pm.status_id IN (6, 10, 14, 15)) AS approved,
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
SELECT dashboard_facts_compute(array(SELECT id FROM accounts), '{}');
