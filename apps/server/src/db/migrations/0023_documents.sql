CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" text NOT NULL,
	"ship_to_id" text NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"document_date" date NOT NULL,
	"order_number" text,
	"processing_status" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"net_cents" integer,
	"tax_cents" integer,
	"total_cents" integer,
	"lines" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_type_number_idx" ON "documents" USING btree ("type","number");--> statement-breakpoint
CREATE INDEX "documents_ship_to_date_idx" ON "documents" USING btree ("ship_to_id","document_date");