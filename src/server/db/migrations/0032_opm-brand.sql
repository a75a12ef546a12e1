ALTER TABLE "opportunity_package_mappings" ADD COLUMN "domain_id" integer;
-- opm_domain_status_id_idx is created by 0033, after the column is filled (one index build, not 680,000 updates).
