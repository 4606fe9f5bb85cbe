ALTER TABLE "stores" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "web_settings" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "web_settings" ADD COLUMN "is_whatsapp_order_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "web_settings" ADD COLUMN "qris_image" text;--> statement-breakpoint
ALTER TABLE "web_settings" ADD COLUMN "qris_merchant_name" text;