ALTER TABLE "bookings" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "visit_days" ADD COLUMN "indonesia_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_days" ADD COLUMN "english_views" integer DEFAULT 0 NOT NULL;