CREATE TABLE "list_counts" (
	"entity" text NOT NULL,
	"domain_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_counts_key_idx" ON "list_counts" USING btree ("entity","domain_id","status_id");