-- Issue 52: notifications say money as the app does, rupees with Indian grouping (spec 000 §1: ₹1,50,000), not
-- 'Rs 150000.00'. format_rupees is the SQL twin of formatRupees (src/domain/format/rupees.ts; the parity test is
-- src/server/shared/format-rupees-sql.test.ts): whole amounts without paise, otherwise two places; '-₹500'; '--'.
CREATE OR REPLACE FUNCTION format_rupees(amount numeric) RETURNS text AS $$
DECLARE
  paise numeric;
  whole text;
  fraction integer;
  grouped text;
BEGIN
  IF amount IS NULL THEN
    RETURN '--';
  END IF;
  paise := round(abs(amount) * 100);
  whole := trunc(paise / 100)::text;
  fraction := (paise % 100)::integer;
  IF length(whole) <= 3 THEN
    grouped := whole;
  ELSE
    grouped := regexp_replace(left(whole, length(whole) - 3), '(\d)(?=(\d\d)+$)', '\1,', 'g') || ',' || right(whole, 3);
  END IF;
  RETURN CASE WHEN amount < 0 AND paise <> 0 THEN '-' ELSE '' END || '₹' || grouped
    || CASE WHEN fraction <> 0 THEN '.' || lpad(fraction::text, 2, '0') ELSE '' END;
END;
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION support_payment_changed() RETURNS trigger AS $$
DECLARE
  owner integer;
  rejected boolean := NEW.status_id IN (7, 8, 15, 16, 21, 22);
BEGIN
  IF current_setting('app.seeding', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF NEW.status_id = 6 THEN
    PERFORM support_erp_event('payment', NEW.id, 'payment_approved', to_jsonb(NEW));
  END IF;
  IF NEW.status_id = 6 OR rejected THEN
    SELECT o.owner_id INTO owner FROM milestones m JOIN termsheets t ON t.id = m.termsheet_id JOIN opportunities o ON o.id = t.opportunity_id WHERE m.id = NEW.milestone_id;
    IF owner IS NOT NULL THEN
      INSERT INTO notifications (user_id, kind, title, body, link)
      VALUES (
        owner,
        CASE WHEN rejected THEN 'payment_rejected' ELSE 'payment_approved' END,
        'Payment #' || NEW.id || CASE WHEN rejected THEN ' rejected' ELSE ' approved' END,
        'Payment #' || NEW.id || ' of ' || format_rupees(NEW.amount) || CASE WHEN rejected THEN ' was rejected by finance.' ELSE ' was approved by finance.' END,
        '/payment/' || NEW.id
      );
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
