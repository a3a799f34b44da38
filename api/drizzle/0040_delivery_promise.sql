-- The delivery date promised at checkout and the courier it was promised by, kept on the checkout and its order:
-- the shipment books that courier and tracking shows that date.
ALTER TABLE "checkouts" ADD COLUMN "promised_by" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "courier_company_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_company_id" integer;