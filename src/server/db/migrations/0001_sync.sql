CREATE TABLE "change_log_horizon" (
	"id" integer PRIMARY KEY NOT NULL,
	"purged_txid" bigint NOT NULL,
	"purged_seq" bigint NOT NULL,
	"purged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_results" DROP CONSTRAINT "sync_results_mutationId_unique";--> statement-breakpoint
DROP INDEX "change_log_account_seq_idx";--> statement-breakpoint
ALTER TABLE "change_log" ALTER COLUMN "txid" SET DEFAULT (pg_current_xact_id()::text::bigint);--> statement-breakpoint
ALTER TABLE "change_log" ADD COLUMN "prev_agent_ids" integer[];--> statement-breakpoint
ALTER TABLE "sync_results" ADD COLUMN "device_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sync_results" ADD COLUMN "txid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "change_log_txid_seq_idx" ON "change_log" USING btree ("txid","seq");--> statement-breakpoint
CREATE INDEX "change_log_at_idx" ON "change_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sync_results_mutation_idx" ON "sync_results" USING btree ("mutation_id");--> statement-breakpoint
CREATE INDEX "sync_results_applied_at_idx" ON "sync_results" USING btree ("applied_at");