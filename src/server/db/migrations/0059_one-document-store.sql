ALTER TABLE "entity_documents" ALTER COLUMN "uploaded_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entity_documents" ADD COLUMN "content" "bytea";--> statement-breakpoint
-- One document store for every record (issue 52): the payment page's own documents move into entity_documents
-- (entityTypeId 4, group 'Payment'), keeping their bytes (in `content`), name, type, uploader and date; the same
-- bytes of the same type already posted to the document API for the payment are not copied twice. Devices that
-- mirror the payment's account pull each moved document (change_log, as a service's upload writes it).
WITH moved AS (
  INSERT INTO "entity_documents" ("entity_type_id", "entity_id", "document_type", "document_sub_type", "file_name", "content_type", "size_bytes", "sha256", "storage_key", "content", "uploaded_by", "created_at")
  SELECT 4, pd."payment_id", 'Payment', pd."document_type", pd."file_name", pd."content_type", octet_length(pd."content"), encode(sha256(pd."content"), 'hex'),
         gen_random_uuid()::text, pd."content", (SELECT u."id" FROM "users" u WHERE u."id" = pd."uploaded_by_id"), pd."created_at"
    FROM "payment_documents" pd
   ORDER BY pd."id"
  ON CONFLICT DO NOTHING
  RETURNING "id", "entity_id"
)
INSERT INTO "change_log" ("entity", "entity_id", "account_id", "op")
SELECT 'document', moved."id", o."account_id", 'upsert'
  FROM moved
  JOIN "payments" p ON p."id" = moved."entity_id"
  JOIN "milestones" m ON m."id" = p."milestone_id"
  JOIN "termsheets" t ON t."id" = m."termsheet_id"
  JOIN "opportunities" o ON o."id" = t."opportunity_id";--> statement-breakpoint
DROP TABLE "payment_documents" CASCADE;
