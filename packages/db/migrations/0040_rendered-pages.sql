CREATE TABLE "rendered_pages" (
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"version" bigint NOT NULL,
	"build" text NOT NULL,
	"status" integer NOT NULL,
	"etag" text NOT NULL,
	"body" "bytea" NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "rendered_pages_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
ALTER TABLE "rendered_pages" ADD CONSTRAINT "rendered_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;