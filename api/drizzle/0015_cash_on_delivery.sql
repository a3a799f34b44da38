ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_amounts";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "payment_choice" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Every order placed before cash on delivery was paid when it was placed.
UPDATE "orders" SET "paid_at" = "created_at";--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_to" jsonb;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_amounts" CHECK ("checkouts"."points_used" >= 0 and "checkouts"."discount_paise" >= 0 and (("checkouts"."payment_choice" = 'online' and "checkouts"."cod_fee_paise" = 0 and (("checkouts"."amount_paise" >= 100 and "checkouts"."razorpay_order_id" is not null) or ("checkouts"."amount_paise" = 0 and "checkouts"."razorpay_order_id" is null))) or ("checkouts"."payment_choice" = 'cod' and "checkouts"."cod_fee_paise" >= 0 and "checkouts"."amount_paise" >= 100 and "checkouts"."razorpay_order_id" is null)));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK (("orders"."payment_method" = 'razorpay' and "orders"."razorpay_payment_id" is not null and "orders"."total_paise" >= 100 and "orders"."cod_fee_paise" = 0) or ("orders"."payment_method" = 'points' and "orders"."razorpay_payment_id" is null and "orders"."total_paise" = 0 and "orders"."cod_fee_paise" = 0) or ("orders"."payment_method" = 'cod' and "orders"."razorpay_payment_id" is null and "orders"."total_paise" >= 100));