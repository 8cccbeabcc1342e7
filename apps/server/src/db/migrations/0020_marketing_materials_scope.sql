ALTER TABLE "media" ADD COLUMN "is_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_materials" ADD COLUMN "market_code" text DEFAULT 'IT' NOT NULL;--> statement-breakpoint
CREATE INDEX "marketing_materials_market_idx" ON "marketing_materials" USING btree ("market_code","published_at");--> statement-breakpoint
-- Databases seeded before this migration: their marketing files become private, as the seed now makes them.
UPDATE "media" SET "is_public" = false WHERE "path" LIKE 'marketing/%';
