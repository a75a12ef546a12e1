-- Issue 12 (state-movement-reports): every status change of an opportunity, payment or termsheet is recorded in
-- status_changes by a trigger, in the same transaction as the change. Triggers rather than a write in each service:
-- status_id is changed by many paths (the opportunity, termsheet and payment services, the approval workflows,
-- refunds, offline pushes, merges), and a trigger catches every one of them, including paths added later.
-- The actor is the transaction's app.user_id (set_config by the server's service context); null if unset.
CREATE OR REPLACE FUNCTION status_change_actor() RETURNS integer AS $$
DECLARE
  raw text := current_setting('app.user_id', true);
BEGIN
  IF raw IS NULL OR raw = '' THEN
    RETURN NULL;
  END IF;
  RETURN raw::integer;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION status_change_opportunity() RETURNS trigger AS $$
BEGIN
  INSERT INTO status_changes (entity, entity_id, opportunity_id, domain_id, from_status_id, to_status_id, changed_by_id, changed_at)
  VALUES ('opportunity', NEW.id, NEW.id, NEW.domain_id, OLD.status_id, NEW.status_id, status_change_actor(), now());
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER status_history_opportunity AFTER UPDATE OF status_id ON opportunities
  FOR EACH ROW WHEN (NEW.status_id IS DISTINCT FROM OLD.status_id) EXECUTE FUNCTION status_change_opportunity();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION status_change_termsheet() RETURNS trigger AS $$
BEGIN
  INSERT INTO status_changes (entity, entity_id, opportunity_id, domain_id, from_status_id, to_status_id, changed_by_id, changed_at)
  SELECT 'termsheet', NEW.id, NEW.opportunity_id, o.domain_id, OLD.status_id, NEW.status_id, status_change_actor(), now()
  FROM (SELECT 1) one LEFT JOIN opportunities o ON o.id = NEW.opportunity_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER status_history_termsheet AFTER UPDATE OF status_id ON termsheets
  FOR EACH ROW WHEN (NEW.status_id IS DISTINCT FROM OLD.status_id) EXECUTE FUNCTION status_change_termsheet();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION status_change_payment() RETURNS trigger AS $$
BEGIN
  INSERT INTO status_changes (entity, entity_id, opportunity_id, domain_id, from_status_id, to_status_id, changed_by_id, changed_at)
  SELECT 'payment', NEW.id, t.opportunity_id, coalesce(NEW.domain_id, o.domain_id), OLD.status_id, NEW.status_id, status_change_actor(), now()
  FROM (SELECT 1) one
  LEFT JOIN milestones m ON m.id = NEW.milestone_id
  LEFT JOIN termsheets t ON t.id = m.termsheet_id
  LEFT JOIN opportunities o ON o.id = t.opportunity_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER status_history_payment AFTER UPDATE OF status_id ON payments
  FOR EACH ROW WHEN (NEW.status_id IS DISTINCT FROM OLD.status_id) EXECUTE FUNCTION status_change_payment();
