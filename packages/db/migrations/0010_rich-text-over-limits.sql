ALTER TABLE "news_articles" ADD COLUMN "content_over_limits" boolean;--> statement-breakpoint
ALTER TABLE "web_settings" ADD COLUMN "terms_and_conditions_over_limits" boolean;--> statement-breakpoint
ALTER TABLE "web_settings" ADD COLUMN "privacy_policy_over_limits" boolean;