CREATE INDEX "accounts_name_lower_idx" ON "accounts" USING btree (lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "accounts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contacts_opportunity_idx" ON "contacts" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "legal_entities_billing_address_idx" ON "account_legal_entities" USING btree ("billing_address_id");--> statement-breakpoint
CREATE INDEX "legal_entities_shipping_address_idx" ON "account_legal_entities" USING btree ("shipping_address_id");--> statement-breakpoint
CREATE INDEX "opm_status_id_idx" ON "opportunity_package_mappings" USING btree ("status_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "oprojm_opm_project_uq" ON "opportunity_project_mappings" USING btree ("opportunity_package_mapping_id","project_id");--> statement-breakpoint
CREATE INDEX "arm_reviewer_idx" ON "approval_reviewer_mappings" USING btree ("reviewer_id","approval_id");--> statement-breakpoint
CREATE INDEX "approvals_authority_idx" ON "approvals" USING btree ("approving_authority_id","status","id" DESC NULLS LAST);