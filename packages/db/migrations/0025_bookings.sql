CREATE TABLE "booking_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"capacity" integer NOT NULL,
	"lead_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"hold_minutes" integer NOT NULL,
	"closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offerings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"offering_id" integer,
	"offering_name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"customer_name" text NOT NULL,
	"customer_whatsapp" text NOT NULL,
	"answer_by" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_company_key" ON "booking_settings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_company_code_key" ON "bookings" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "bookings_company_start_idx" ON "bookings" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_end_idx" ON "bookings" USING btree ("end_at");