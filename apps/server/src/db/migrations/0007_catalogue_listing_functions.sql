-- The search vocabulary: words of the products' search documents, added as products are written.
CREATE OR REPLACE FUNCTION search_words_add() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(changed.search_vector)) FROM changed
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert
AFTER INSERT ON products REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update
AFTER UPDATE ON products REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM products
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- The catalogue version: every change of products, prices, brands or categories raises it, so servers know
-- their in-memory listing indexes are out of date.
INSERT INTO catalogue_state (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_version_bump() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER prices_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prices
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER brands_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
-- Product search (spec 1 §4.6): each typed word becomes the vocabulary words it starts ('lag' → lager) or
-- resembles ('lagr' → lager, word similarity 0.5 or more), at most 40, and the products are found by full
-- text with all typed words (a typed word matching nothing is dropped; one-letter words count only alone).
-- Score: exact sku or EAN 4; every typed word found as a whole word 1; catalogue name starting with the
-- term 0.5; plus full-text rank, which favours a product naming the word more often (in its own names as
-- well as its brand's). Its queries always take the indexes: the planner underrates what comparing words and
-- ranking documents row by row costs, and a sequential scan is several times slower here.
CREATE OR REPLACE FUNCTION spina_product_search(term text)
RETURNS TABLE (product_sku text, score real)
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET pg_trgm.word_similarity_threshold = 0.5
SET enable_seqscan = off
AS $$
DECLARE
  wanted text := spina_unaccent(lower(btrim(term)));
  typed text[];
  alternatives text;
  exact text;
  words tsquery;
  whole tsquery;
BEGIN
  SELECT array_agg(word ORDER BY position) INTO typed
  FROM regexp_split_to_table(regexp_replace(wanted, '[^[:alnum:]]+', ' ', 'g'), ' ') WITH ORDINALITY AS t(word, position)
  WHERE word <> '';
  IF typed IS NULL THEN
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(typed) AS w(word) WHERE length(w.word) > 1) THEN
    typed := array(SELECT w.word FROM unnest(typed) AS w(word) WHERE length(w.word) > 1);
  END IF;
  SELECT string_agg('(' || matched.options || ')', ' & '), string_agg(matched.exact, ' & ')
  INTO alternatives, exact
  FROM (
    SELECT t.position, string_agg(quote_literal(v.word), ' | ') AS options,
      max(CASE WHEN v.word = t.word THEN quote_literal(v.word) END) AS exact
    FROM unnest(typed) WITH ORDINALITY AS t(word, position)
    CROSS JOIN LATERAL (
      SELECT s.word FROM search_words s
      WHERE s.word LIKE t.word || '%' OR s.word %> t.word
      ORDER BY s.word LIKE t.word || '%' DESC, word_similarity(t.word, s.word) DESC, length(s.word), s.word
      LIMIT 40
    ) AS v
    GROUP BY t.position
  ) AS matched;
  IF alternatives IS NULL THEN
    RETURN;
  END IF;
  words := alternatives::tsquery;
  IF exact IS NOT NULL AND array_length(typed, 1) = cardinality(string_to_array(exact, ' & ')) THEN
    whole := exact::tsquery;
  END IF;
  RETURN QUERY
  SELECT p.sku,
    (CASE WHEN lower(p.sku) = wanted OR p.ean = wanted OR p.ean_ea = wanted THEN 4 ELSE 0 END
      + CASE WHEN whole IS NOT NULL AND p.search_vector @@ whole THEN 1 ELSE 0 END
      + CASE WHEN p.catalog_sort_name LIKE replace(replace(replace(wanted, '\', '\\'), '%', '\%'), '_', '\_') || '%' THEN 0.5 ELSE 0 END
      + ts_rank(p.search_vector, words) * 5)::real
  FROM products p
  WHERE p.search_vector @@ words;
END
$$;
