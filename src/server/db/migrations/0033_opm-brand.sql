-- Issue 10: package mappings carry their brand (opm_domain_status_id_idx is created by 0034, after the column is
-- filled: one index build, not 680,000 index updates); covering indexes for my-accounts' per-account figures.
DROP INDEX "opportunities_account_idx";--> statement-breakpoint
DROP INDEX "opm_opportunity_status_idx";--> statement-breakpoint
ALTER TABLE "opportunity_package_mappings" ADD COLUMN "domain_id" integer;--> statement-breakpoint
CREATE INDEX "payments_account_approved_idx" ON "payments" USING btree ("account_id","amount") WHERE "payments"."status_id" = 6;--> statement-breakpoint
CREATE INDEX "opportunities_account_idx" ON "opportunities" USING btree ("account_id","status_id","id");--> statement-breakpoint
CREATE INDEX "opm_opportunity_status_idx" ON "opportunity_package_mappings" USING btree ("opportunity_id","status_id","id","sales_price","discount","quantity");