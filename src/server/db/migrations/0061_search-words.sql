CREATE TABLE "contact_search_words" (
	"contact_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"word" text NOT NULL,
	"place" smallint NOT NULL,
	CONSTRAINT "contact_search_words_contact_id_word_place_pk" PRIMARY KEY("contact_id","word","place")
);
--> statement-breakpoint
CREATE TABLE "opportunity_name_words" (
	"opportunity_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"word" text NOT NULL,
	"place" smallint NOT NULL,
	CONSTRAINT "opportunity_name_words_opportunity_id_word_place_pk" PRIMARY KEY("opportunity_id","word","place")
);
--> statement-breakpoint
CREATE INDEX "contact_search_words_domain_word_idx" ON "contact_search_words" USING btree ("domain_id","place","word" collate "C","contact_id");--> statement-breakpoint
CREATE INDEX "opportunity_name_words_domain_word_idx" ON "opportunity_name_words" USING btree ("domain_id","place","word" collate "C","opportunity_id");--> statement-breakpoint
-- The words of a name as the word search reads them (domain/search/match-rank.ts nameWords, its twin): lower-cased,
-- split at ASCII spaces and punctuation, each word once with its best place (0 the whole name, 1 its start, 2 elsewhere).
CREATE FUNCTION opportunity_name_words_of(name text) RETURNS TABLE(word text, place smallint) LANGUAGE sql IMMUTABLE AS $$
  select w.word, min(case when w.word = lower(name) then 0 when w.n = 1 then 1 else 2 end)::smallint
  from regexp_split_to_table(lower(name), '[\t-\r -/:-@\[-`{-~]+') with ordinality as w(word, n)
  where w.word <> ''
  group by w.word
$$;
--> statement-breakpoint
-- Statement-level, as the list counters (0044): a bulk insert or rename is one join, not a call per row.
CREATE FUNCTION opportunity_name_words_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_name_words (opportunity_id, domain_id, word, place)
    SELECT n.id, n.domain_id, w.word, w.place FROM new_rows n CROSS JOIN LATERAL opportunity_name_words_of(n.name) w;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION opportunity_name_words_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM opportunity_name_words w USING new_rows n JOIN old_rows o ON o.id = n.id
    WHERE w.opportunity_id = n.id AND (n.name IS DISTINCT FROM o.name OR n.domain_id IS DISTINCT FROM o.domain_id);
  INSERT INTO opportunity_name_words (opportunity_id, domain_id, word, place)
    SELECT n.id, n.domain_id, w.word, w.place FROM new_rows n JOIN old_rows o ON o.id = n.id CROSS JOIN LATERAL opportunity_name_words_of(n.name) w
    WHERE n.name IS DISTINCT FROM o.name OR n.domain_id IS DISTINCT FROM o.domain_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opportunity_name_words_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_name_words_on_insert();
--> statement-breakpoint
CREATE TRIGGER opportunity_name_words_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_name_words_on_update();
--> statement-breakpoint
INSERT INTO opportunity_name_words (opportunity_id, domain_id, word, place)
  SELECT o.id, o.domain_id, w.word, w.place FROM opportunities o CROSS JOIN LATERAL opportunity_name_words_of(o.name) w;
--> statement-breakpoint
CREATE FUNCTION opportunity_name_words_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM opportunity_name_words w USING old_rows o WHERE w.opportunity_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opportunity_name_words_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_name_words_on_delete();
--> statement-breakpoint
-- A contact's search terms (domain/search/contact-match.ts contactSearchTerms, its twin): the words of the name
-- (split as opportunity_name_words_of, migration 0058), the whole email and its words, the phone's digits and, past
-- 10 digits, the last 10; each once with its best place (0 the whole field, 1 its start, 2 elsewhere).
CREATE FUNCTION contact_search_words_of(name text, email text, phone text) RETURNS TABLE(word text, place smallint) LANGUAGE sql IMMUTABLE AS $$
  with digits as (select regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') as d)
  select t.word, min(t.place)::smallint from (
    select w.word, case when w.word = lower(name) then 0 when w.n = 1 then 1 else 2 end as place
      from regexp_split_to_table(lower(name), '[\t-\r -/:-@\[-`{-~]+') with ordinality as w(word, n)
    union all select lower(email), 0 where coalesce(email, '') <> ''
    union all select w.word, case when w.word = lower(email) then 0 when w.n = 1 then 1 else 2 end
      from regexp_split_to_table(lower(coalesce(email, '')), '[\t-\r -/:-@\[-`{-~]+') with ordinality as w(word, n)
    union all select d, 0 from digits
    union all select right(d, 10), 1 from digits where length(d) > 10
  ) t
  where t.word <> ''
  group by t.word
$$;
--> statement-breakpoint
-- The contacts a list shows (active; a child point of contact, type 8, once verified), with their account's brand.
CREATE FUNCTION contact_search_words_rows(ids int[]) RETURNS TABLE(contact_id int, domain_id int, word text, place smallint) LANGUAGE sql STABLE AS $$
  select c.id, a.domain_id, w.word, w.place
  from contacts c join accounts a on a.id = c.account_id
  cross join lateral contact_search_words_of(c.name, c.email, c.phone) w
  where c.id = any(ids) and c.active and (c.contact_type_id <> 8 or c.is_verified)
$$;
--> statement-breakpoint
-- Statement-level, as opportunity_name_words (0058): a bulk write is one join.
CREATE FUNCTION contact_search_words_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_search_words SELECT * FROM contact_search_words_rows(array(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION contact_search_words_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed int[];
BEGIN
  changed := array(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.name, n.email, n.phone, n.active, n.contact_type_id, n.is_verified, n.account_id)
      IS DISTINCT FROM (o.name, o.email, o.phone, o.active, o.contact_type_id, o.is_verified, o.account_id));
  IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  DELETE FROM contact_search_words WHERE contact_id = any(changed);
  INSERT INTO contact_search_words SELECT * FROM contact_search_words_rows(changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION contact_search_words_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM contact_search_words WHERE contact_id = any(array(SELECT id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contact_search_words_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_search_words_on_insert();
--> statement-breakpoint
CREATE TRIGGER contact_search_words_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_search_words_on_update();
--> statement-breakpoint
CREATE TRIGGER contact_search_words_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION contact_search_words_on_delete();
--> statement-breakpoint
INSERT INTO contact_search_words
  SELECT c.id, a.domain_id, w.word, w.place
  FROM contacts c JOIN accounts a ON a.id = c.account_id CROSS JOIN LATERAL contact_search_words_of(c.name, c.email, c.phone) w
  WHERE c.active AND (c.contact_type_id <> 8 OR c.is_verified);
