-- Issue 15: every finance change writes an ERP event in its own transaction (the outbox), and a payment approved
-- or rejected notifies the opportunity's owner. Triggers, so that every code path that makes the change (REST
-- route, offline push) writes them with it; the worker (src/server/modules/erp/erp-worker.ts) sends them. The demo
-- seed sets app.seeding = 'on' for its transaction: generated history is not sent to the ERP nor notified.
CREATE OR REPLACE FUNCTION support_erp_event(kind text, entity_id integer, event_kind text, payload jsonb) RETURNS void AS $$
BEGIN
  INSERT INTO erp_events (entity_kind, entity_id, event_kind, payload, idempotency_key, status, next_attempt_at)
  VALUES (kind, entity_id, event_kind, payload, kind || ':' || entity_id || ':' || event_kind || ':' || gen_random_uuid()::text, 'queued', now());
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_payment_changed() RETURNS trigger AS $$
DECLARE
  owner integer;
  rejected boolean := NEW.status_id IN (7, 8, 15, 16, 21, 22);
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF NEW.status_id = 6 THEN
    PERFORM support_erp_event('payment', NEW.id, 'payment_approved', to_jsonb(NEW));
  END IF;
  IF NEW.status_id = 6 OR rejected THEN
    SELECT o.owner_id INTO owner FROM milestones m JOIN termsheets t ON t.id = m.termsheet_id JOIN opportunities o ON o.id = t.opportunity_id WHERE m.id = NEW.milestone_id;
    IF owner IS NOT NULL THEN
      INSERT INTO notifications (user_id, kind, title, body, link)
      VALUES (
        owner,
        CASE WHEN rejected THEN 'payment_rejected' ELSE 'payment_approved' END,
        'Payment #' || NEW.id || CASE WHEN rejected THEN ' rejected' ELSE ' approved' END,
        'Payment #' || NEW.id || ' of Rs ' || NEW.amount || CASE WHEN rejected THEN ' was rejected by finance.' ELSE ' was approved by finance.' END,
        '/payment/' || NEW.id
      );
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_payment_status AFTER UPDATE OF status_id ON payments
  FOR EACH ROW WHEN (NEW.status_id IS DISTINCT FROM OLD.status_id) EXECUTE FUNCTION support_payment_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_termsheet_approved() RETURNS trigger AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM support_erp_event('termsheet', NEW.id, 'termsheet_approved', to_jsonb(NEW));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_termsheet_status AFTER UPDATE OF status_id ON termsheets
  FOR EACH ROW WHEN (NEW.status_id = 3 AND OLD.status_id IS DISTINCT FROM 3) EXECUTE FUNCTION support_termsheet_approved();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_invoice_changed() RETURNS trigger AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM support_erp_event('invoice', NEW.id, 'invoice_issued', to_jsonb(NEW));
  ELSIF NEW.cancelled_at IS NOT NULL AND OLD.cancelled_at IS NULL THEN
    PERFORM support_erp_event('invoice', NEW.id, 'invoice_cancelled', to_jsonb(NEW));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_invoice_issued AFTER INSERT OR UPDATE OF cancelled_at ON invoices FOR EACH ROW EXECUTE FUNCTION support_invoice_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_refund_recorded() RETURNS trigger AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM support_erp_event('refund', NEW.id, 'refund_recorded', to_jsonb(NEW));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_refund_recorded AFTER INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION support_refund_recorded();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_legal_entity_saved() RETURNS trigger AS $$
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM support_erp_event('legal_entity', NEW.id, 'legal_entity_saved', to_jsonb(NEW));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_legal_entity_saved AFTER INSERT OR UPDATE ON account_legal_entities FOR EACH ROW EXECUTE FUNCTION support_legal_entity_saved();
--> statement-breakpoint
-- The runtime settings of spec 000 §6 (issue 15): account-link sharing and its e-mail allow-list.
INSERT INTO "dynamic_properties" ("key", "value", "description") VALUES
  ('accountLinkSharing.enabled', 'false', 'Account-link sharing is on for admins and owner agents (spec 000 §6).'),
  ('accountLinkSharing.allowList', '[]', 'E-mail addresses allowed to share account links while sharing is on (spec 000 §6).')
ON CONFLICT ("key") DO NOTHING;
