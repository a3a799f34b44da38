-- An order line keeps the product's own HSN code and GST rate as they were when it was placed, so its invoice
-- bills what it was sold under; null on older lines (the department's heading and the apparel rate by price).
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate_bp" integer;
