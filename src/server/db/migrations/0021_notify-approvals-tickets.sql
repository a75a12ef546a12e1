-- Issue 15: notifications for an approval waiting on someone and for a ticket updated, written by triggers in the
-- change's own transaction, like the payment notifications of 0019 (every code path that makes the change, REST or
-- offline push, notifies). Skipped while the demo seed runs (app.seeding = 'on').
CREATE OR REPLACE FUNCTION support_requester_name(user_id integer) RETURNS text AS $$
  SELECT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) FROM users WHERE id = user_id;
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
    '/approval-details/' || approval_row.id
  );
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A reviewer named on an approval: their review is awaited.
CREATE OR REPLACE FUNCTION support_reviewer_named() RETURNS trigger AS $$
DECLARE
  approval_row approvals;
BEGIN
  IF current_setting('app.seeding', true) = 'on' OR NEW.status <> 'PendingApproval' THEN
    RETURN NULL;
  END IF;
  SELECT * INTO approval_row FROM approvals WHERE id = NEW.approval_id;
  IF approval_row.id IS NOT NULL AND approval_row.status = 'PendingApproval' THEN
    PERFORM support_notify_approval_waiting(approval_row, NEW.reviewer_id, 'review');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_reviewer_named AFTER INSERT ON approval_reviewer_mappings
  FOR EACH ROW EXECUTE FUNCTION support_reviewer_named();
--> statement-breakpoint
-- The last review done: the approving authority's decision is awaited.
CREATE OR REPLACE FUNCTION support_reviews_done() RETURNS trigger AS $$
DECLARE
  approval_row approvals;
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  SELECT * INTO approval_row FROM approvals WHERE id = NEW.approval_id;
  IF approval_row.id IS NULL OR approval_row.status <> 'PendingApproval' OR approval_row.approving_authority_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM approval_reviewer_mappings WHERE approval_id = NEW.approval_id AND status <> 'Reviewed') THEN
    RETURN NULL;
  END IF;
  PERFORM support_notify_approval_waiting(approval_row, approval_row.approving_authority_id, 'decision');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_reviews_done AFTER UPDATE OF status ON approval_reviewer_mappings
  FOR EACH ROW WHEN (NEW.status = 'Reviewed' AND OLD.status IS DISTINCT FROM 'Reviewed') EXECUTE FUNCTION support_reviews_done();
--> statement-breakpoint
-- An approval with no reviewer goes straight to its approving authority. Deferred to the commit: the reviewers are
-- inserted after the approval, in the same transaction.
CREATE OR REPLACE FUNCTION support_approval_requested() RETURNS trigger AS $$
DECLARE
  approval_row approvals;
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  SELECT * INTO approval_row FROM approvals WHERE id = NEW.id;
  IF approval_row.id IS NULL OR approval_row.status <> 'PendingApproval' OR approval_row.approving_authority_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF EXISTS (SELECT 1 FROM approval_reviewer_mappings WHERE approval_id = NEW.id) THEN
    RETURN NULL;
  END IF;
  PERFORM support_notify_approval_waiting(approval_row, approval_row.approving_authority_id, 'decision');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER support_approval_requested AFTER INSERT ON approvals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION support_approval_requested();
--> statement-breakpoint
-- A ticket's status changed: its reporter hears of it.
CREATE OR REPLACE FUNCTION support_ticket_updated() RETURNS trigger AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO notifications (user_id, kind, title, body, link)
  VALUES (
    NEW.reporter_id,
    'ticket_updated',
    'Ticket ' || NEW.key || ' updated',
    'Ticket ' || NEW.key || ' (' || NEW.summary || ') was updated' || coalesce('; assigned to ' || NEW.assignee_name, '') || '.',
    NULL
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_ticket_updated AFTER UPDATE OF status_id ON tickets
  FOR EACH ROW WHEN (NEW.status_id IS DISTINCT FROM OLD.status_id) EXECUTE FUNCTION support_ticket_updated();
