-- Product search (spec 1 §4.6, spec 2 §7 products search): accent- and typo-tolerant, best match first.
-- unaccent() is only STABLE (its dictionary could change), so indexes and generated values go through this
-- IMMUTABLE wrapper that names the dictionary explicitly.
CREATE OR REPLACE FUNCTION spina_unaccent(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- products.search_document holds what a search matches, lower case and without accents; the brand name
-- lives in another table, so a trigger (not a generated column) keeps it current.
CREATE OR REPLACE FUNCTION products_search_document_refresh() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.search_document := spina_unaccent(lower(concat_ws(' ',
    NEW.name,
    NEW.catalog_product_name,
    (SELECT b.name FROM brands b WHERE b.id = NEW.brand_id),
    NEW.sub_brand,
    NEW.sku,
    NEW.ean,
    NEW.ean_ea)));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_document
BEFORE INSERT OR UPDATE OF name, catalog_product_name, brand_id, sub_brand, sku, ean, ean_ea, search_document
ON products FOR EACH ROW EXECUTE FUNCTION products_search_document_refresh();
--> statement-breakpoint
-- A renamed brand re-derives the documents of its products (touching brand_id fires the trigger above).
CREATE OR REPLACE FUNCTION brands_search_document_refresh() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_document
AFTER UPDATE OF name ON brands FOR EACH ROW EXECUTE FUNCTION brands_search_document_refresh();
--> statement-breakpoint
UPDATE products SET search_document = '';
--> statement-breakpoint
-- The products matching a term with a relevance score: exact sku or EAN first, then whole-word prefixes
-- ('lag' finds lager) and word similarity ('lagr' finds lager), a match in the product's own names
-- counting more than one in its brand. The similarity threshold is set on the
-- function, so the trigram index serves `%>` at 0.5 whatever the session's setting is.
CREATE OR REPLACE FUNCTION spina_product_search(term text)
RETURNS TABLE (product_sku text, score real)
LANGUAGE plpgsql STABLE PARALLEL SAFE
SET pg_trgm.word_similarity_threshold = 0.5
AS $$
DECLARE
  wanted text := spina_unaccent(lower(btrim(term)));
  prefixes text;
  words tsquery;
BEGIN
  SELECT string_agg(word || ':*', ' & ') INTO prefixes
  FROM regexp_split_to_table(regexp_replace(wanted, '[^[:alnum:]]+', ' ', 'g'), ' ') AS word
  WHERE word <> '';
  IF prefixes IS NOT NULL THEN
    words := to_tsquery('simple', prefixes);
  END IF;
  RETURN QUERY
  SELECT p.sku,
    (CASE WHEN lower(p.sku) = wanted OR p.ean = wanted OR p.ean_ea = wanted THEN 4 ELSE 0 END
      + CASE WHEN to_tsvector('simple'::regconfig, p.search_document) @@ words THEN 1 ELSE 0 END
      + CASE WHEN spina_unaccent(lower(p.catalog_product_name)) LIKE replace(replace(replace(wanted, '\', '\\'), '%', '\%'), '_', '\_') || '%' THEN 0.5 ELSE 0 END
      + word_similarity(wanted, p.search_document)
      + word_similarity(wanted, spina_unaccent(lower(p.name || ' ' || p.catalog_product_name))) / 2)::real
  FROM products p
  WHERE p.search_document %> wanted
     OR to_tsvector('simple'::regconfig, p.search_document) @@ words;
END
$$;
