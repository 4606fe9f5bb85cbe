CREATE TABLE "host_sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"host" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "bound_host" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "bound_company_id" integer;--> statement-breakpoint
ALTER TABLE "host_sign_in_codes" ADD CONSTRAINT "host_sign_in_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_sign_in_codes" ADD CONSTRAINT "host_sign_in_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "host_sign_in_codes_code_hash_key" ON "host_sign_in_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "host_sign_in_codes_expires_idx" ON "host_sign_in_codes" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_bound_company_id_companies_id_fk" FOREIGN KEY ("bound_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;