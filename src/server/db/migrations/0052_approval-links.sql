-- Issue 48: approval-details/{paymentId} opens by the payment's id (spec 001 §2); an approval of another kind opens on
-- approval/{approvalId} and an NP slot swap (entity type 19) on swap-approval-details/{swapId}. The waiting
-- notification's link follows (it named the approval's id under approval-details), and the links already stored move.
-- A payment's page opens on its newest approval waiting (the one notified, unless another came after it).
CREATE OR REPLACE FUNCTION support_approval_link(approval_row approvals) RETURNS text AS $$
  SELECT CASE approval_row.entity_type_id
    WHEN 20 THEN '/approval-details/' || approval_row.entity_id
    WHEN 19 THEN '/swap-approval-details/' || approval_row.entity_id
    ELSE '/approval/' || approval_row.id
  END;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_notify_approval_waiting(approval_row approvals, recipient integer, step text) RETURNS void AS $$
BEGIN
  INSERT INTO notifications (user_id, kind, title, body, link)
  VALUES (
    recipient,
    'approval_waiting',
    'Approval #' || approval_row.id || ' waiting for your ' || step,
    'A ' || approval_row.approval_type || ' approval requested by ' || coalesce(nullif(support_requester_name(approval_row.requested_by_id), ''), 'a colleague') || ' waits for your ' || step || '.',
    support_approval_link(approval_row)
  );
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE notifications n
SET link = support_approval_link(a)
FROM approvals a
WHERE n.kind = 'approval_waiting' AND n.link = '/approval-details/' || a.id;
