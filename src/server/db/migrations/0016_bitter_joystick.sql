DROP INDEX "payments_created_idx";--> statement-breakpoint
DROP INDEX "payments_status_created_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "domain_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "account_id" integer;--> statement-breakpoint
CREATE INDEX "payments_domain_created_idx" ON "payments" USING btree ("domain_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_domain_status_created_idx" ON "payments" USING btree ("domain_id","status_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_account_idx" ON "payments" USING btree ("account_id");