CREATE TABLE "cart_empties" (
	"cart_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_empties_cart_id_sku_pk" PRIMARY KEY("cart_id","sku")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"packages" integer DEFAULT 0 NOT NULL,
	"layers" integer DEFAULT 0 NOT NULL,
	"pallets" integer DEFAULT 0 NOT NULL,
	"seen_price_cents" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ship_to_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_type" text DEFAULT 'freeshipping_freeshipping' NOT NULL,
	"delivery_date" date,
	"shipment_mode" integer DEFAULT 0 NOT NULL,
	"flexible_delivery" boolean DEFAULT false NOT NULL,
	"note_for_driver" text,
	"customer_order_number" text,
	"payment_code" text,
	"payment_method" text,
	"store" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_empties" ADD CONSTRAINT "cart_empties_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_empties" ADD CONSTRAINT "cart_empties_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_empties_sku_idx" ON "cart_empties" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_sku_idx" ON "cart_items" USING btree ("cart_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_user_ship_to_idx" ON "carts" USING btree ("user_id","ship_to_id") WHERE "carts"."status" = 'open';