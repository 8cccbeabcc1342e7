CREATE TABLE "help_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" jsonb NOT NULL,
	"section_position" integer NOT NULL,
	"page" integer NOT NULL,
	"name" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"file_url" text,
	"new_capability" boolean DEFAULT false NOT NULL,
	"permission" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "help_pages_order_idx" ON "help_pages" USING btree ("section_position","page");