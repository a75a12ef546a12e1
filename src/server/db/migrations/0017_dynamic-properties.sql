CREATE TABLE "dynamic_properties" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"description" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dynamic_properties" ADD CONSTRAINT "dynamic_properties_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "dynamic_properties" ("key", "value", "description") VALUES
  ('accountLinkSharing.enabled', 'false', 'Account-link sharing is on for admins and owner agents (spec 000 §6).'),
  ('accountLinkSharing.allowList', '[]', 'E-mail addresses allowed to share account links while sharing is on (spec 000 §6).')
ON CONFLICT ("key") DO NOTHING;
