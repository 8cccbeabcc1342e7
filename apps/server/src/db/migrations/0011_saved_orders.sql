CREATE TABLE "saved_order_items" (
	"saved_order_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"packages" integer DEFAULT 0 NOT NULL,
	"layers" integer DEFAULT 0 NOT NULL,
	"pallets" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"row_total_cents" integer NOT NULL,
	CONSTRAINT "saved_order_items_saved_order_id_line_pk" PRIMARY KEY("saved_order_id","line")
);
--> statement-breakpoint
CREATE TABLE "saved_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ship_to_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"name" text,
	"order_type" text NOT NULL,
	"delivery_date" date,
	"shipment_mode" integer DEFAULT 0 NOT NULL,
	"flexible_delivery" boolean DEFAULT false NOT NULL,
	"customer_order_number" text,
	"note_for_driver" text,
	"payment_code" text,
	"payment_method" text,
	"returned_empties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"total_quantity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_order_items" ADD CONSTRAINT "saved_order_items_saved_order_id_saved_orders_id_fk" FOREIGN KEY ("saved_order_id") REFERENCES "public"."saved_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_order_items" ADD CONSTRAINT "saved_order_items_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_orders" ADD CONSTRAINT "saved_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_orders" ADD CONSTRAINT "saved_orders_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_orders_owner_created_idx" ON "saved_orders" USING btree ("user_id","ship_to_id","created_at");