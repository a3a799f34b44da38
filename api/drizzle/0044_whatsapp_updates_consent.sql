-- Consent to order updates on WhatsApp: the buyer's saved choice, and the copy a checkout and its order keep.
ALTER TABLE "buyers" ADD COLUMN "whatsapp_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "whatsapp_updates" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_updates" boolean DEFAULT false NOT NULL;