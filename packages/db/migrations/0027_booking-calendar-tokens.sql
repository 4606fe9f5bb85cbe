ALTER TABLE "booking_settings" ADD COLUMN "calendar_token" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "event_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_settings_calendar_token_key" ON "booking_settings" USING btree ("calendar_token");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_event_token_key" ON "bookings" USING btree ("event_token");