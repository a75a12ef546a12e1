ALTER TABLE "erp_events" ADD COLUMN "domain_id" integer;--> statement-breakpoint
CREATE INDEX "erp_events_domain_idx" ON "erp_events" USING btree ("domain_id","id");--> statement-breakpoint
-- The events written before: their entity's brand, by the joins of erp.repo.ts's ENTITY_DOMAIN (issue 52).
UPDATE "erp_events" e SET "domain_id" = CASE e.entity_kind
  WHEN 'account' THEN (SELECT a.domain_id FROM accounts a WHERE a.id = e.entity_id)
  WHEN 'legal_entity' THEN (SELECT a.domain_id FROM account_legal_entities t JOIN accounts a ON a.id = t.account_id WHERE t.id = e.entity_id)
  WHEN 'termsheet' THEN (SELECT o.domain_id FROM termsheets t JOIN opportunities o ON o.id = t.opportunity_id WHERE t.id = e.entity_id)
  WHEN 'milestone' THEN (SELECT o.domain_id FROM milestones t JOIN termsheets ts ON ts.id = t.termsheet_id JOIN opportunities o ON o.id = ts.opportunity_id WHERE t.id = e.entity_id)
  WHEN 'payment' THEN (SELECT o.domain_id FROM payments t JOIN milestones m ON m.id = t.milestone_id JOIN termsheets ts ON ts.id = m.termsheet_id JOIN opportunities o ON o.id = ts.opportunity_id WHERE t.id = e.entity_id)
  WHEN 'invoice' THEN (SELECT a.domain_id FROM invoices t JOIN accounts a ON a.id = t.account_id WHERE t.id = e.entity_id)
  WHEN 'refund' THEN (SELECT o.domain_id FROM refunds t JOIN milestones m ON m.id = t.milestone_id JOIN termsheets ts ON ts.id = m.termsheet_id JOIN opportunities o ON o.id = ts.opportunity_id WHERE t.id = e.entity_id)
END;
