-- Scope moves for the offline mirror (SYNC.md, src/server/sync/pull.ts): when an account's agent or an
-- opportunity's owner (or account) changes, the row may leave one agent's book and enter another's. Services
-- record an ordinary upsert, which only reaches devices that can see the row now; this trigger also records a
-- 'move' row carrying the previous owners, so the devices that could see it before get it removed (with its
-- children) and the devices that can see it now get it added (with its children). A trigger, not a service
-- call, so no reassignment path (reassign, mass update, merge, seed tools) can forget it.
CREATE FUNCTION change_log_account_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (txid, entity, entity_id, account_id, op, prev_agent_ids)
  VALUES (pg_current_xact_id()::text::bigint, 'account', NEW.id, NEW.id, 'move',
          array_remove(ARRAY[OLD.agent_id], NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_agent_moved AFTER UPDATE OF agent_id ON accounts
  FOR EACH ROW WHEN (OLD.agent_id IS DISTINCT FROM NEW.agent_id)
  EXECUTE FUNCTION change_log_account_moved();
--> statement-breakpoint
CREATE FUNCTION change_log_opportunity_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO change_log (txid, entity, entity_id, account_id, op, prev_agent_ids)
  VALUES (pg_current_xact_id()::text::bigint, 'opportunity', NEW.id, NEW.account_id, 'move',
          array_remove(ARRAY[OLD.owner_id, (SELECT a.agent_id FROM accounts a WHERE a.id = OLD.account_id)], NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opportunities_owner_moved AFTER UPDATE OF owner_id, account_id ON opportunities
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.account_id IS DISTINCT FROM NEW.account_id)
  EXECUTE FUNCTION change_log_opportunity_moved();
