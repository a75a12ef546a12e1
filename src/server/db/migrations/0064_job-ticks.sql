CREATE TABLE "job_ticks" (
	"name" text PRIMARY KEY NOT NULL,
	"tick" bigint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
