ALTER TABLE "termsheets" ADD COLUMN "sent_back_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reason" text;