-- The record pickers answer from indexes made for them (issue 55): an opportunity's or a project's name start is one
-- range of lower(name) in byte order (as accounts_domain_name_lower_idx serves the account picker), and a project's
-- name anywhere is read from trigrams (50,000 projects were a sequential scan on every keystroke).
CREATE INDEX "opportunities_domain_name_lower_idx" ON "opportunities" USING btree ("domain_id",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("name") collate "C","name","id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);