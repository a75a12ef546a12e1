-- Issue 10, the opportunity lists under load: payments carry their opportunity (as they carry its brand and account,
-- 0017), so an opportunity's collected amount is one index-only range of payments_opportunity_approved_idx instead of
-- termsheet -> milestone -> payment. The insert trigger of 0017 now sets it too: a payment inserted, or moved to
-- another milestone, takes its opportunity's id, domain_id and account_id (an insert that gives all three keeps them:
-- the seed's parallel writers do). Termsheets and milestones never move to another opportunity, so no trigger follows.
ALTER TABLE "payments" ADD COLUMN "opportunity_id" integer;--> statement-breakpoint
-- The payments already there (the ALTER locks out writers until this migration commits; the index is built after).
UPDATE payments p SET opportunity_id = t.opportunity_id
FROM milestones m JOIN termsheets t ON t.id = m.termsheet_id
WHERE m.id = p.milestone_id;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_take_opportunity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.domain_id IS NOT NULL AND NEW.account_id IS NOT NULL AND NEW.opportunity_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT o.id, o.domain_id, o.account_id INTO NEW.opportunity_id, NEW.domain_id, NEW.account_id
  FROM milestones m JOIN termsheets t ON t.id = m.termsheet_id JOIN opportunities o ON o.id = t.opportunity_id
  WHERE m.id = NEW.milestone_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE INDEX "payments_opportunity_approved_idx" ON "payments" USING btree ("opportunity_id","amount") WHERE "payments"."status_id" = 6;
--> statement-breakpoint
ANALYZE payments;
