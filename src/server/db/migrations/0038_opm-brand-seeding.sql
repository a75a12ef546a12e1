-- A seed's parallel writers give each mapping its brand: the lookup of the opportunity would wait on the lane that
-- writes opportunities (it holds its table while its indexes are dropped and rebuilt), and that lane waits for the
-- others, so the large seed hung. While seeding (app.seeding, set by the seed's transactions) a given brand is kept;
-- everywhere else the opportunity's brand still wins (0034).
CREATE OR REPLACE FUNCTION opm_take_opportunity_brand() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand integer;
BEGIN
  IF TG_OP = 'INSERT' AND NEW.domain_id IS NOT NULL AND current_setting('app.seeding', true) = 'on' THEN
    RETURN NEW;
  END IF;
  SELECT o.domain_id INTO brand FROM opportunities o WHERE o.id = NEW.opportunity_id;
  IF FOUND THEN
    NEW.domain_id := brand;
  END IF;
  RETURN NEW;
END $$;
