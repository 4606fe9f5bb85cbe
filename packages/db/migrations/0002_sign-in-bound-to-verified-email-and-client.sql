DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "client_ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "oauth_states_client_ip_idx" ON "oauth_states" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE "users"."email_verified";