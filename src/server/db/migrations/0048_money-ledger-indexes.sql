DROP INDEX "opm_account_idx";--> statement-breakpoint
DROP INDEX "opm_opportunity_status_idx";--> statement-breakpoint
CREATE INDEX "payments_opportunity_refunded_idx" ON "payments" USING btree ("opportunity_id","id","amount") WHERE "payments"."status_id" in (10, 14);--> statement-breakpoint
CREATE INDEX "payments_account_refunded_idx" ON "payments" USING btree ("account_id","id","amount") WHERE "payments"."status_id" in (10, 14);--> statement-breakpoint
CREATE INDEX "opm_account_idx" ON "opportunity_package_mappings" USING btree ("account_id","opportunity_id","sales_price","discount","quantity","discount_approved");--> statement-breakpoint
CREATE INDEX "opm_opportunity_status_idx" ON "opportunity_package_mappings" USING btree ("opportunity_id","status_id","id","sales_price","discount","quantity","discount_approved");