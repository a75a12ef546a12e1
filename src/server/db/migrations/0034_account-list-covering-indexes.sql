-- Issue 10: covering indexes for the account lists' per-account figures (my-accounts page 0): index-only ranges for an
-- account's opportunities with their status, each opportunity's package prices, and the account's approved payments.
DROP INDEX "opportunities_account_idx";--> statement-breakpoint
DROP INDEX "opm_opportunity_status_idx";--> statement-breakpoint
CREATE INDEX "payments_account_approved_idx" ON "payments" USING btree ("account_id","amount") WHERE "payments"."status_id" = 6;--> statement-breakpoint
CREATE INDEX "opportunities_account_idx" ON "opportunities" USING btree ("account_id","status_id","id");--> statement-breakpoint
CREATE INDEX "opm_opportunity_status_idx" ON "opportunity_package_mappings" USING btree ("opportunity_id","status_id","id","sales_price","discount","quantity");