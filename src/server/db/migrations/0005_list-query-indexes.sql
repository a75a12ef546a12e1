-- Opportunity search "name contains" (ILIKE '%text%') uses a trigram index; pg_trgm is a trusted contrib extension
-- (PGlite loads it in openDatabase).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX IF EXISTS "opportunities_domain_id_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "opm_opportunity_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "opm_status_id_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_domain_client_status_updated_idx" ON "accounts" USING btree ("domain_id","client_status_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "accounts_domain_city_updated_idx" ON "accounts" USING btree ("domain_id","city_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opportunities_domain_id_status_idx" ON "opportunities" USING btree ("domain_id","id" DESC NULLS LAST,"status_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opportunities_domain_status_id_idx" ON "opportunities" USING btree ("domain_id","status_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opportunities_name_trgm_idx" ON "opportunities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opm_opportunity_status_idx" ON "opportunity_package_mappings" USING btree ("opportunity_id","status_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "opm_status_id_opportunity_idx" ON "opportunity_package_mappings" USING btree ("status_id","id" DESC NULLS LAST,"opportunity_id");