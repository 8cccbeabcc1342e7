CREATE TABLE "product_affinities" (
	"sku" text NOT NULL,
	"customer_type" text NOT NULL,
	"related_sku" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "product_affinities_sku_customer_type_related_sku_pk" PRIMARY KEY("sku","customer_type","related_sku")
);
--> statement-breakpoint
CREATE TABLE "product_popularity" (
	"customer_type" text NOT NULL,
	"sku" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "product_popularity_customer_type_sku_pk" PRIMARY KEY("customer_type","sku")
);
--> statement-breakpoint
CREATE TABLE "recommendation_refreshes" (
	"id" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"orders_since" timestamp with time zone NOT NULL,
	"order_count" integer NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_popularity_rank_idx" ON "product_popularity" USING btree ("customer_type","orders");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_fts_idx" ON "products" USING gin (to_tsvector('simple'::regconfig, "search_document"));