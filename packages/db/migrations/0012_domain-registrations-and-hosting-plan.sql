CREATE TABLE "domain_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"domain" text NOT NULL,
	"kind" text DEFAULT 'register' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"registrar" text,
	"failure" text,
	"detail" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"previous_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"registrar_order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kept_invoices" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domain_registrations" ADD CONSTRAINT "domain_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_registrations" ADD CONSTRAINT "domain_registrations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_registrations_invoice_key" ON "domain_registrations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "domain_registrations_company_idx" ON "domain_registrations" USING btree ("company_id");--> statement-breakpoint
-- Hosting for a domain the owner already holds, beside the plans that register one. A fresh database has
-- no plans yet and gets it from the start-up seed instead.
INSERT INTO "plans" ("name", "subscription_level", "description", "price", "discount", "is_include_hosting", "is_include_domain", "display_order")
SELECT 'Paket Hosting', 'hosting', 'Hosting 1 tahun untuk domain yang sudah Anda miliki (.id, .my.id, .biz.id, .co.id, .com, dan lainnya), HTTPS otomatis.', 199000, 0, true, false, 0
WHERE EXISTS (SELECT 1 FROM "plans") AND NOT EXISTS (SELECT 1 FROM "plans" WHERE "is_include_domain" = false);
