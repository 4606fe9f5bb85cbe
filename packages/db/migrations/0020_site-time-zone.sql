ALTER TABLE "web_settings" ADD COLUMN "time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_settings" ADD COLUMN "time_zone_chosen" boolean DEFAULT false NOT NULL;