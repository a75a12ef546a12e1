-- Issue 13, live view: every change the live view shows sends NOTIFY live_view '<event id>:<agent id>' in the
-- transaction of the change (delivered at commit, to every listening server process): an agent's online status, name,
-- email or employment status, roles, today's activity, a call placed or changing state, a case taken, released or
-- moved, a campaign mapping. Triggers, so that every code path (REST route, webhook, migration, offline push) is
-- covered. Event ids come from one sequence, so every process names a change alike and a reconnect can resume.
-- The seed (app.seeding = 'on') sends nothing.
CREATE SEQUENCE IF NOT EXISTS live_view_event_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_view_notify(agent_id integer) RETURNS void AS $$
BEGIN
  IF agent_id IS NULL OR current_setting('app.seeding', true) = 'on' THEN
    RETURN;
  END IF;
  PERFORM pg_notify('live_view', nextval('live_view_event_seq')::text || ':' || agent_id::text);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_view_user_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW.agent_status, NEW.first_name, NEW.last_name, NEW.email, NEW.status, NEW.domain_id)
     IS DISTINCT FROM (OLD.agent_status, OLD.first_name, OLD.last_name, OLD.email, OLD.status, OLD.domain_id) THEN
    PERFORM live_view_notify(NEW.id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_view_users AFTER INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION live_view_user_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_view_user_role_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM live_view_notify(OLD.user_id);
  ELSE
    PERFORM live_view_notify(NEW.user_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_view_user_roles AFTER INSERT OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION live_view_user_role_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_view_activity_changed() RETURNS trigger AS $$
BEGIN
  PERFORM live_view_notify(NEW.user_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_view_user_activity AFTER INSERT OR UPDATE ON user_activity FOR EACH ROW EXECUTE FUNCTION live_view_activity_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_view_call_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (NEW.status, NEW.ended_at) IS DISTINCT FROM (OLD.status, OLD.ended_at) THEN
    PERFORM live_view_notify(NEW.agent_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_view_calls AFTER INSERT OR UPDATE ON calls FOR EACH ROW EXECUTE FUNCTION live_view_call_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_view_case_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM live_view_notify(NEW.assigned_agent_id);
  ELSIF (NEW.assigned_agent_id, NEW.status_id, NEW.opportunity_id) IS DISTINCT FROM (OLD.assigned_agent_id, OLD.status_id, OLD.opportunity_id) THEN
    PERFORM live_view_notify(NEW.assigned_agent_id);
    IF OLD.assigned_agent_id IS DISTINCT FROM NEW.assigned_agent_id THEN
      PERFORM live_view_notify(OLD.assigned_agent_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_view_cases AFTER INSERT OR UPDATE ON cases FOR EACH ROW EXECUTE FUNCTION live_view_case_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_view_campaign_agent_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM live_view_notify(OLD.agent_id);
  ELSE
    PERFORM live_view_notify(NEW.agent_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_view_campaign_agents AFTER INSERT OR DELETE ON campaign_agents FOR EACH ROW EXECUTE FUNCTION live_view_campaign_agent_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_view_campaign_changed() RETURNS trigger AS $$
BEGIN
  IF (NEW.name, NEW.active) IS DISTINCT FROM (OLD.name, OLD.active) THEN
    PERFORM live_view_notify(ca.agent_id) FROM campaign_agents ca WHERE ca.campaign_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_view_campaigns AFTER UPDATE ON campaigns FOR EACH ROW EXECUTE FUNCTION live_view_campaign_changed();
