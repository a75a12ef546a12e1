-- Package mappings carry their opportunity's brand (issue 10: the brand-wide package lists filter and order on the
-- mappings alone; reaching the brand through opportunities cost a join per row). Triggers keep the copy in the same
-- transaction as the change, so no write path (services, offline commands, seeds, tools, test fixtures) can forget it:
-- - a mapping inserted, moved to another opportunity, or given a brand directly, takes its opportunity's domain_id
--   (an insert whose opportunity is not visible keeps the brand it gives: the seed's parallel writers give it);
-- - an opportunity moved to another brand moves its mappings' copies with it.
CREATE FUNCTION opm_take_opportunity_brand() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand integer;
BEGIN
  SELECT o.domain_id INTO brand FROM opportunities o WHERE o.id = NEW.opportunity_id;
  IF FOUND THEN
    NEW.domain_id := brand;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER opm_take_opportunity_brand BEFORE INSERT OR UPDATE OF opportunity_id, domain_id ON opportunity_package_mappings
  FOR EACH ROW EXECUTE FUNCTION opm_take_opportunity_brand();
--> statement-breakpoint
CREATE FUNCTION opm_follow_opportunity_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE opportunity_package_mappings m SET domain_id = NEW.domain_id WHERE m.opportunity_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opm_follow_opportunity_brand AFTER UPDATE OF domain_id ON opportunities
  FOR EACH ROW WHEN (OLD.domain_id IS DISTINCT FROM NEW.domain_id)
  EXECUTE FUNCTION opm_follow_opportunity_brand();
--> statement-breakpoint
-- The mappings already there (after the triggers, which lock out writers until this migration commits).
UPDATE opportunity_package_mappings m SET domain_id = o.domain_id FROM opportunities o WHERE o.id = m.opportunity_id;
--> statement-breakpoint
CREATE INDEX "opm_domain_status_id_idx" ON "opportunity_package_mappings" USING btree ("domain_id","status_id","id" DESC NULLS LAST);
--> statement-breakpoint
-- The planner's statistics for the new column (the package list's plans depend on them).
ANALYZE opportunity_package_mappings;
