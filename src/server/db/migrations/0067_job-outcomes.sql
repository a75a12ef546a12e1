ALTER TABLE "job_ticks" ADD COLUMN "last_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_ticks" ADD COLUMN "last_finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_ticks" ADD COLUMN "last_outcome" text;--> statement-breakpoint
ALTER TABLE "job_ticks" ADD COLUMN "last_error" text;