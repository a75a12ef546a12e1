CREATE TABLE "dashboard_brand_counts" (
	"domain_id" integer NOT NULL,
	"client_type_id" integer,
	"kind" text NOT NULL,
	"status_id" integer NOT NULL,
	"campaign" text,
	"n" integer NOT NULL,
	"housing_pending" integer NOT NULL,
	"pending_termsheets" integer NOT NULL,
	"payments_approved" integer NOT NULL,
	"payments_rejected" integer NOT NULL,
	"payments_pending" integer NOT NULL,
	"discount_approvals" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_renewal_days" (
	"account_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"client_type_id" integer,
	"kind" text NOT NULL,
	"status_id" integer NOT NULL,
	"due_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_tile_facts" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"owner_id" integer,
	"account_agent_id" integer,
	"client_type_id" integer,
	"kind" text NOT NULL,
	"status_id" integer NOT NULL,
	"campaign" text,
	"last_activity_at" timestamp with time zone,
	"housing_pending" boolean NOT NULL,
	"pending_termsheets" integer NOT NULL,
	"payments_approved" integer NOT NULL,
	"payments_rejected" integer NOT NULL,
	"payments_pending" integer NOT NULL,
	"discount_approvals" integer NOT NULL,
	"renewal_due_days" date[]
);
--> statement-breakpoint
CREATE INDEX "dashboard_brand_counts_key_idx" ON "dashboard_brand_counts" USING btree ("domain_id","client_type_id","kind","status_id","campaign");--> statement-breakpoint
CREATE INDEX "dashboard_renewal_days_brand_idx" ON "dashboard_renewal_days" USING btree ("domain_id","client_type_id","due_day","status_id","kind","opportunity_id");--> statement-breakpoint
CREATE INDEX "dashboard_renewal_days_account_idx" ON "dashboard_renewal_days" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "dashboard_renewal_days_opportunity_idx" ON "dashboard_renewal_days" USING btree ("opportunity_id");--> statement-breakpoint
CREATE INDEX "dashboard_tile_facts_owner_idx" ON "dashboard_tile_facts" USING btree ("owner_id","domain_id","client_type_id");--> statement-breakpoint
CREATE INDEX "dashboard_tile_facts_account_agent_idx" ON "dashboard_tile_facts" USING btree ("account_agent_id","domain_id","client_type_id");--> statement-breakpoint
CREATE INDEX "dashboard_tile_facts_account_idx" ON "dashboard_tile_facts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "dashboard_tile_facts_activity_idx" ON "dashboard_tile_facts" USING btree ("domain_id","client_type_id","last_activity_at","status_id","kind") WHERE "dashboard_tile_facts"."status_id" in (1, 3, 4, 5, 8);