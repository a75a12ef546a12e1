-- Issue 10, my-accounts under load: package mappings carry their opportunity's account (as payments do, 0017), so an
-- account's deal value is one index range of opm_account_idx instead of one probe of opm_opportunity_status_idx per
-- opportunity; and the phones of an account's contacts are an index-only range (contacts_account_phones_idx).
-- Triggers keep the copy in the same transaction as the change, so no write path can forget it (as 0034 and 0038 for
-- the brand):
-- - a mapping inserted, moved to another opportunity, or given a brand or account directly, takes its opportunity's
--   domain_id and account_id (an insert whose opportunity is not visible keeps what it gives; while seeding, a given
--   brand and account are kept: the seed's parallel writers give them);
-- - an opportunity moved to another account (a merge) or brand moves its mappings' copies with it.
ALTER TABLE "opportunity_package_mappings" ADD COLUMN "account_id" integer;--> statement-breakpoint
-- The mappings already there (the ALTER above locks out writers until this migration commits; the indexes are built
-- after the fill: one build each, not 680,000 index updates).
UPDATE opportunity_package_mappings m SET account_id = o.account_id FROM opportunities o WHERE o.id = m.opportunity_id;
--> statement-breakpoint
DROP TRIGGER opm_take_opportunity_brand ON opportunity_package_mappings;
--> statement-breakpoint
DROP FUNCTION opm_take_opportunity_brand();
--> statement-breakpoint
CREATE FUNCTION opm_take_opportunity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand integer;
  account integer;
BEGIN
  IF TG_OP = 'INSERT' AND NEW.domain_id IS NOT NULL AND NEW.account_id IS NOT NULL AND current_setting('app.seeding', true) = 'on' THEN
    RETURN NEW;
  END IF;
  SELECT o.domain_id, o.account_id INTO brand, account FROM opportunities o WHERE o.id = NEW.opportunity_id;
  IF FOUND THEN
    NEW.domain_id := brand;
    NEW.account_id := account;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER opm_take_opportunity BEFORE INSERT OR UPDATE OF opportunity_id, domain_id, account_id ON opportunity_package_mappings
  FOR EACH ROW EXECUTE FUNCTION opm_take_opportunity();
--> statement-breakpoint
DROP TRIGGER opm_follow_opportunity_brand ON opportunities;
--> statement-breakpoint
DROP FUNCTION opm_follow_opportunity_brand();
--> statement-breakpoint
CREATE FUNCTION opm_follow_opportunity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE opportunity_package_mappings m SET domain_id = NEW.domain_id, account_id = NEW.account_id WHERE m.opportunity_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opm_follow_opportunity AFTER UPDATE OF account_id, domain_id ON opportunities
  FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.domain_id IS DISTINCT FROM NEW.domain_id)
  EXECUTE FUNCTION opm_follow_opportunity();
--> statement-breakpoint
CREATE INDEX "contacts_account_phones_idx" ON "contacts" USING btree ("account_id","id","phone") WHERE "contacts"."active" and "contacts"."phone" is not null and ("contacts"."contact_type_id" <> 8 or "contacts"."is_verified");--> statement-breakpoint
CREATE INDEX "opm_account_idx" ON "opportunity_package_mappings" USING btree ("account_id","opportunity_id","sales_price","discount","quantity");--> statement-breakpoint
-- The planner's statistics for the new column and indexes.
ANALYZE opportunity_package_mappings;
--> statement-breakpoint
ANALYZE contacts;
