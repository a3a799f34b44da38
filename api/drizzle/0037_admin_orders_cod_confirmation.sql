-- The order desk: how a Razorpay payment was made (card, UPI …), the cash-on-delivery confirmation, and indexes for
-- the back office's order list. Cash-on-delivery orders placed before confirmations existed count as confirmed (they
-- were already sent to Shiprocket, or are retried there), so nothing already placed is held back.
ALTER TABLE "orders" ADD COLUMN "payment_instrument" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_confirmed_by" text;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("order_status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_method_created_idx" ON "orders" USING btree ("payment_method","payment_instrument","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "orders_phone_digits_idx" ON "orders" USING btree (right(regexp_replace("phone", '\D', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "orders_delivery_pincode_idx" ON "orders" USING btree (("delivery_address"->>'pincode'),"created_at");--> statement-breakpoint
CREATE INDEX "orders_cod_waiting_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_method" = 'cod' and "orders"."cod_confirmed_at" is null and "orders"."order_status" = 'Pending';--> statement-breakpoint
UPDATE "orders" SET "cod_confirmed_at" = "created_at", "cod_confirmed_by" = 'store' WHERE "payment_method" = 'cod';
