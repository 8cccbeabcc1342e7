CREATE TABLE "customer_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_number" text NOT NULL,
	"company_id" text NOT NULL,
	"ship_to_ids" text[] NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"committed_hl" integer NOT NULL,
	CONSTRAINT "customer_contracts_contract_number_unique" UNIQUE("contract_number"),
	CONSTRAINT "customer_contracts_period" CHECK ("customer_contracts"."period_start" <= "customer_contracts"."period_end"),
	CONSTRAINT "customer_contracts_committed" CHECK ("customer_contracts"."committed_hl" > 0)
);
--> statement-breakpoint
ALTER TABLE "customer_contracts" ADD CONSTRAINT "customer_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_contracts_company_idx" ON "customer_contracts" USING btree ("company_id");