ALTER TABLE "web_settings" ADD COLUMN "order_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "web_settings" ADD COLUMN "google_review_url" text;