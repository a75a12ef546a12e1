CREATE TABLE "opportunity_name_words" (
	"opportunity_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"word" text NOT NULL,
	"place" smallint NOT NULL,
	CONSTRAINT "opportunity_name_words_opportunity_id_word_place_pk" PRIMARY KEY("opportunity_id","word","place")
);
--> statement-breakpoint
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
