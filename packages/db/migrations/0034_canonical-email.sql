DROP INDEX "users_email_key";--> statement-breakpoint
DROP INDEX "team_invitations_company_email_key";--> statement-breakpoint
DROP INDEX "team_invitations_email_idx";--> statement-breakpoint
-- Addresses are kept in their canonical form (canonicalEmail in packages/contract): ASCII capitals made small, nothing else folded.
UPDATE "users" SET "email" = translate("email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');--> statement-breakpoint
UPDATE "team_invitations" SET "email" = translate("email", 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "users"."email_verified";--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_company_email_key" ON "team_invitations" USING btree ("company_id","email");--> statement-breakpoint
CREATE INDEX "team_invitations_email_idx" ON "team_invitations" USING btree ("email");