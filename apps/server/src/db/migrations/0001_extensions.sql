-- Search (spec 1 §4.6) matches without accents and with typos: unaccent and trigram similarity.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
