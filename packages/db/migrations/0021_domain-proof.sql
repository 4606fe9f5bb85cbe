DROP INDEX "subscriptions_domain_key";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "domain_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "dns_check" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_domain_key" ON "subscriptions" USING btree (lower("domain_url")) WHERE "subscriptions"."is_domain" or "subscriptions"."domain_verified_at" is not null;--> statement-breakpoint
UPDATE "subscriptions" SET "domain_token" = 'webku-verify=' || replace(gen_random_uuid()::text, '-', ''), "domain_token_expires_at" = now() + interval '7 days' WHERE NOT "is_domain" AND "domain_url" IS NOT NULL;--> statement-breakpoint
-- A domain that already points at Webku was served before proofs existed: its owner keeps it.
UPDATE "subscriptions" SET "domain_verified_at" = now() WHERE NOT "is_domain" AND "domain_url" IS NOT NULL AND "is_dns_pointed";
