CREATE TABLE "description_phrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"text" text NOT NULL,
	"price" numeric(14, 2),
	"status" text DEFAULT 'open' NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "description_phrases_status_check" CHECK ("description_phrases"."status" in ('open', 'added', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "description_readings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"wording" text NOT NULL,
	"offerings" integer NOT NULL,
	"prices" integer NOT NULL,
	"hours" boolean NOT NULL,
	"city" text,
	"street" text,
	"whatsapp" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "description_phrases" ADD CONSTRAINT "description_phrases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "description_readings" ADD CONSTRAINT "description_readings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "description_phrases_company_idx" ON "description_phrases" USING btree ("company_id","display_order");