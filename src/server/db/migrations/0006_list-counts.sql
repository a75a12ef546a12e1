CREATE TABLE "list_counts" (
	"entity" text NOT NULL,
	"domain_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "list_counts_entity_domain_id_status_id_pk" PRIMARY KEY("entity","domain_id","status_id")
);
