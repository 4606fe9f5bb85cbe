CREATE TABLE "bio_links" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_bio_clicks" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"button" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_bio_clicks_company_id_day_button_pk" PRIMARY KEY("company_id","day","button")
);
--> statement-breakpoint
ALTER TABLE "bio_links" ADD CONSTRAINT "bio_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bio_clicks" ADD CONSTRAINT "visit_bio_clicks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;