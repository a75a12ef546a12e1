-- Payments carry their opportunity's brand and account (issue 9: the payment list filters and orders on payments
-- alone; reaching them through milestone -> termsheet -> opportunity cost a join per row and ruled out an index that
-- serves brand, status and date order at once). Triggers keep the copies in the same transaction as the change, so no
-- write path (services, offline commands, seeds, tools, test fixtures) can forget them:
-- - a payment inserted, or moved to another milestone, takes its opportunity's domain_id and account_id (an insert
--   that gives both keeps them: the seed's parallel writers give them, as another lane's milestones are not
--   visible, or are locked for a bulk load, in the writing transaction);
-- - an opportunity moved to another account (a merge) or brand moves its payments' copies with it.
CREATE FUNCTION payments_take_opportunity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.domain_id IS NOT NULL AND NEW.account_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT o.domain_id, o.account_id INTO NEW.domain_id, NEW.account_id
  FROM milestones m JOIN termsheets t ON t.id = m.termsheet_id JOIN opportunities o ON o.id = t.opportunity_id
  WHERE m.id = NEW.milestone_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_take_opportunity BEFORE INSERT OR UPDATE OF milestone_id ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_take_opportunity();
--> statement-breakpoint
CREATE FUNCTION payments_follow_opportunity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payments p SET domain_id = NEW.domain_id, account_id = NEW.account_id
  FROM milestones m JOIN termsheets t ON t.id = m.termsheet_id
  WHERE p.milestone_id = m.id AND t.opportunity_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_follow_opportunity AFTER UPDATE OF account_id, domain_id ON opportunities
  FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.domain_id IS DISTINCT FROM NEW.domain_id)
  EXECUTE FUNCTION payments_follow_opportunity();
--> statement-breakpoint
-- The payments already there.
UPDATE payments p SET domain_id = o.domain_id, account_id = o.account_id
FROM milestones m JOIN termsheets t ON t.id = m.termsheet_id JOIN opportunities o ON o.id = t.opportunity_id
WHERE m.id = p.milestone_id;
--> statement-breakpoint
-- The planner's statistics for the new columns (the payment list's plans depend on them).
ANALYZE payments;
