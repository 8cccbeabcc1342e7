CREATE TABLE "brand_pages" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"tagline" jsonb NOT NULL,
	"story" jsonb NOT NULL,
	"founded" integer,
	"origin" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_pairings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"choice" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sustainability_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"location" text NOT NULL,
	"path" text,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb,
	"image_url" text,
	"market_code" text DEFAULT 'IT' NOT NULL,
	CONSTRAINT "sustainability_entries_path_unique" UNIQUE("path"),
	CONSTRAINT "sustainability_entries_location_check" CHECK ("sustainability_entries"."location" in ('LandingPage', 'Category', 'Checklist'))
);
--> statement-breakpoint
CREATE TABLE "sustainability_survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"ship_to_id" text NOT NULL,
	"company_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_pages" ADD CONSTRAINT "brand_pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_pairings" ADD CONSTRAINT "food_pairings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sustainability_entries" ADD CONSTRAINT "sustainability_entries_parent_id_sustainability_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sustainability_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sustainability_survey_responses" ADD CONSTRAINT "sustainability_survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sustainability_survey_responses" ADD CONSTRAINT "sustainability_survey_responses_ship_to_id_ship_tos_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_tos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sustainability_survey_responses" ADD CONSTRAINT "sustainability_survey_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_pairings_user_idx" ON "food_pairings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sustainability_entries_market_idx" ON "sustainability_entries" USING btree ("market_code","location","position");--> statement-breakpoint
CREATE INDEX "sustainability_entries_parent_idx" ON "sustainability_entries" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sustainability_survey_responses_user_idx" ON "sustainability_survey_responses" USING btree ("user_id","ship_to_id","survey_id");--> statement-breakpoint
CREATE INDEX "sustainability_survey_responses_company_idx" ON "sustainability_survey_responses" USING btree ("company_id","survey_id");