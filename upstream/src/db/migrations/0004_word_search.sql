-- Search works word by word: search_words() folds accents, case and punctuation away and leaves every word
-- between single spaces (' feijao preto cozido '), so ' fran' is the start of a word and ' arroz ' a whole one.
CREATE OR REPLACE FUNCTION search_words(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ' ' || btrim(regexp_replace(public.search_text(value), '[^a-z0-9]+', ' ', 'g')) || ' ' $$;--> statement-breakpoint
-- Stored so that ranking reads it instead of folding every matching name again.
ALTER TABLE "foodstuffs" ADD COLUMN "search_name" text GENERATED ALWAYS AS (search_words("name")) STORED NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "foodstuffs_name_search_idx";--> statement-breakpoint
-- Full-text prefix matching ('acucar':*) reads one posting list per word; the trigram index had to intersect
-- common trigrams such as '  a', several times slower for a broad word at 100,000 foods. The vector is
-- stored too: prefix matches are rechecked row by row, and folding every name again cost more than the index.
ALTER TABLE "foodstuffs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_words("name"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "foodstuffs_search_vector_idx" ON "foodstuffs" USING gin ("search_vector");--> statement-breakpoint
-- The best-ranked foods (first word = the first word typed) come in rank order from here.
CREATE INDEX "foodstuffs_first_word_idx" ON "foodstuffs" USING btree (split_part("search_name", ' ', 2),length("name"),"name","id") WHERE "foodstuffs"."archived_at" is null;--> statement-breakpoint
DROP INDEX IF EXISTS "brands_name_search_idx";--> statement-breakpoint
CREATE INDEX "brands_name_words_idx" ON "brands" USING gin (search_words("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_words_idx" ON "users" USING gin (search_words("name") gin_trgm_ops);--> statement-breakpoint
-- The words of food and brand names (4+ letters, no digits), where a typed word with one typo finds the
-- word it meant. Words only ever join: a word no name holds any more just finds nothing.
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT word FROM unnest(string_to_array(btrim(search_words(NEW.name)), ' ')) AS word
    WHERE length(word) >= 4 AND word !~ '[0-9]'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "foodstuffs_remember_search_words" AFTER INSERT OR UPDATE OF "name" ON "foodstuffs"
  FOR EACH ROW EXECUTE FUNCTION remember_search_words();--> statement-breakpoint
CREATE TRIGGER "brands_remember_search_words" AFTER INSERT OR UPDATE OF "name" ON "brands"
  FOR EACH ROW EXECUTE FUNCTION remember_search_words();--> statement-breakpoint
INSERT INTO search_vocabulary (word)
  SELECT DISTINCT word
  FROM (SELECT name FROM foodstuffs UNION SELECT name FROM brands) AS names,
       unnest(string_to_array(btrim(search_words(names.name)), ' ')) AS word
  WHERE length(word) >= 4 AND word !~ '[0-9]'
  ON CONFLICT DO NOTHING;
