CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_fts_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "catalog_sort_name" text GENERATED ALWAYS AS (spina_unaccent(lower(catalog_product_name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_document)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");