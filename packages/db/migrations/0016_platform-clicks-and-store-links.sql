CREATE TABLE "visit_platform_clicks" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"platform" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_platform_clicks_company_id_day_platform_pk" PRIMARY KEY("company_id","day","platform")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "order_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "google_review_url" text;--> statement-breakpoint
ALTER TABLE "visit_platform_clicks" ADD CONSTRAINT "visit_platform_clicks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;