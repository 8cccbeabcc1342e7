CREATE TABLE "empties_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_to_id" text NOT NULL,
	"material" text NOT NULL,
	"movement_date" date NOT NULL,
	"movement_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"depot" text NOT NULL,
	"delivery_point" text NOT NULL,
	"invoice" text,
	"order_id" uuid,
	CONSTRAINT "empties_movements_quantity_not_zero" CHECK ("empties_movements"."quantity" <> 0)
);
--> statement-breakpoint
ALTER TABLE "empties_movements" ADD CONSTRAINT "empties_movements_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empties_movements" ADD CONSTRAINT "empties_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "empties_movements_ship_to_date_idx" ON "empties_movements" USING btree ("ship_to_id","movement_date");