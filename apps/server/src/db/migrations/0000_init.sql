CREATE TABLE "companies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"market_code" text NOT NULL,
	"vat_number" text,
	"tax_code" text,
	"street" text,
	"city" text,
	"postal_code" text,
	"province" text,
	"country" text NOT NULL,
	"is_key_account" boolean DEFAULT false NOT NULL,
	"payment_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"sales_rep_name" text,
	"sales_rep_email" text,
	"key_account_manager_name" text,
	"key_account_manager_email" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"default_language" text DEFAULT 'it' NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"market_code" text NOT NULL,
	"motrice_discount_bp" integer DEFAULT 0 NOT NULL,
	"autotreno_discount_bp" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ship_tos" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"province" text,
	"country" text NOT NULL,
	"customer_type" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"delivery_type" text,
	"delivery_config" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_list_id" text NOT NULL,
	"min_weight_kg" integer DEFAULT 1 NOT NULL,
	"max_weight_kg" integer DEFAULT 29300 NOT NULL,
	"min_pallets" integer DEFAULT 0 NOT NULL,
	"max_pallets" integer DEFAULT 34 NOT NULL,
	"max_order_cash_cents" integer DEFAULT 0 NOT NULL,
	"is_full_truck" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role_type" text NOT NULL,
	"customer_type" text,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_ship_to_roles" (
	"user_id" uuid NOT NULL,
	"ship_to_id" text NOT NULL,
	"role_id" text NOT NULL,
	"extended_permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "user_ship_to_roles_user_id_ship_to_id_pk" PRIMARY KEY("user_id","ship_to_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"country" text,
	"language" text DEFAULT 'it' NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'Invited' NOT NULL,
	"user_validation" boolean DEFAULT false NOT NULL,
	"first_login" boolean DEFAULT true NOT NULL,
	"show_tutorial" integer DEFAULT 0 NOT NULL,
	"is_key_account" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"company_id" text,
	"default_ship_to_id" text,
	"terms_agreed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"group_name" text,
	"label" jsonb NOT NULL,
	"url" text NOT NULL,
	"language" text,
	"market_code" text,
	"permission" text,
	"audience" text DEFAULT 'all' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"href" text,
	"position" integer DEFAULT 0 NOT NULL,
	"audience" text NOT NULL,
	"permission" text,
	"market_code" text
);
--> statement-breakpoint
CREATE TABLE "portal_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" jsonb,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"logo_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" jsonb NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_url_path_unique" UNIQUE("url_path")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"price_list_id" text NOT NULL,
	"sku" text NOT NULL,
	"list_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"excise_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"high_markets_discount_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prices_price_list_id_sku_pk" PRIMARY KEY("price_list_id","sku")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"catalog_product_name" text NOT NULL,
	"description" jsonb,
	"brand_id" text,
	"sub_brand" text,
	"sap_sub_brand_code" text,
	"category_id" integer,
	"packaging" text NOT NULL,
	"packaging_enable" boolean DEFAULT true NOT NULL,
	"material_type" text DEFAULT 'FERT' NOT NULL,
	"product_type" text NOT NULL,
	"volume_ml" integer NOT NULL,
	"pack_format" text,
	"pack_material" text,
	"returnable_package" boolean DEFAULT false NOT NULL,
	"country_of_origin" text,
	"product_new" boolean DEFAULT false NOT NULL,
	"product_last" boolean DEFAULT false NOT NULL,
	"product_sale" boolean DEFAULT false NOT NULL,
	"product_seasonal" boolean DEFAULT false NOT NULL,
	"product_recommended" boolean DEFAULT false NOT NULL,
	"promo" text,
	"number_of_bottles_gabbie" integer DEFAULT 0 NOT NULL,
	"number_of_products_on_layer" integer NOT NULL,
	"number_of_items_on_pallet" integer NOT NULL,
	"number_of_layers_per_pallet" integer NOT NULL,
	"number_of_items_in_box" integer NOT NULL,
	"ean" text,
	"ean_ea" text,
	"net_weight_g" integer NOT NULL,
	"gross_weight_g" integer NOT NULL,
	"package_dimensions" text,
	"pallet_dimensions" text,
	"pallet_weight_kg" integer,
	"shelf_life_days" integer,
	"url_key" text NOT NULL,
	"image_url" text NOT NULL,
	"small_image_url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"media_gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"downloads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"empties_sku" text,
	"sellable" boolean DEFAULT true NOT NULL,
	"disabled_from" date,
	"disabled_to" date,
	"recommended_rank" integer DEFAULT 0 NOT NULL,
	"related_skus" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "products_url_key_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"material_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"packages" integer DEFAULT 0 NOT NULL,
	"layers" integer DEFAULT 0 NOT NULL,
	"pallets" integer DEFAULT 0 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"row_total_cents" integer NOT NULL,
	CONSTRAINT "order_items_order_id_line_pk" PRIMARY KEY("order_id","line")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"sap_id" text,
	"ship_to_id" text NOT NULL,
	"company_id" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_date" date NOT NULL,
	"order_type" text NOT NULL,
	"status" text NOT NULL,
	"processing_status" text NOT NULL,
	"payment_method" text,
	"customer_order_number" text,
	"note_for_driver" text,
	"is_empties_return" boolean DEFAULT false NOT NULL,
	"linked_order_id" uuid,
	"flexible_delivery" boolean DEFAULT false NOT NULL,
	"total_your_price_cents" integer NOT NULL,
	"total_empties_deposit_cents" integer DEFAULT 0 NOT NULL,
	"total_tax_cents" integer DEFAULT 0 NOT NULL,
	"grand_total_cents" integer NOT NULL,
	"total_weight_g" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_sap_id_unique" UNIQUE("sap_id"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_market_code_markets_code_fk" FOREIGN KEY ("market_code") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_market_code_markets_code_fk" FOREIGN KEY ("market_code") REFERENCES "public"."markets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_tos" ADD CONSTRAINT "ship_tos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_tos" ADD CONSTRAINT "ship_tos_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ship_to_roles" ADD CONSTRAINT "user_ship_to_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ship_to_roles" ADD CONSTRAINT "user_ship_to_roles_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ship_to_roles" ADD CONSTRAINT "user_ship_to_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("default_ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ship_tos_company_idx" ON "ship_tos" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "ship_tos_price_list_idx" ON "ship_tos" USING btree ("price_list_id");--> statement-breakpoint
CREATE INDEX "user_ship_to_roles_ship_to_idx" ON "user_ship_to_roles" USING btree ("ship_to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "prices_sku_idx" ON "prices" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_packaging_idx" ON "products" USING btree ("packaging");--> statement-breakpoint
CREATE INDEX "order_items_sku_idx" ON "order_items" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "orders_ship_to_created_idx" ON "orders" USING btree ("ship_to_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at");