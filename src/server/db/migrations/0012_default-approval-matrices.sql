-- The default approval matrices (what approval-matrix.ts decided in code before the matrices were data), for both
-- brands (domain 1 Makaan, 5 Housing). Discount, every client type: city heads (37, CH) review at level 1, the
-- national sales head (40, NSH) approves at level 2. Refund and Payment (the spec's reviewer lists): the same. The
-- other kinds: the NSH approves alone. Admin edits them on discount-matrix and common-matrices.
INSERT INTO "discount_approving_authorities" ("domain_id", "client_type_id", "designation_id", "approval_level")
SELECT d.domain_id, c.client_type_id, l.designation_id, l.approval_level
FROM (VALUES (1), (5)) AS d(domain_id)
CROSS JOIN (VALUES (1), (2), (3), (4), (5)) AS c(client_type_id)
CROSS JOIN (VALUES (37, 1), (40, 2)) AS l(designation_id, approval_level);
--> statement-breakpoint
INSERT INTO "approving_designations" ("domain_id", "approval_type", "designation_id", "approval_level")
SELECT d.domain_id, l.approval_type, l.designation_id, l.approval_level
FROM (VALUES (1), (5)) AS d(domain_id)
CROSS JOIN (VALUES
  ('FreeTrial', 40, 1),
  ('Refund', 37, 1), ('Refund', 40, 2),
  ('LateCheckDeposition', 40, 1),
  ('PriceRestoration', 40, 1),
  ('ExtendSlotDate', 40, 1),
  ('Payment', 37, 1), ('Payment', 40, 2),
  ('SlotSwap', 40, 1)
) AS l(approval_type, designation_id, approval_level);
