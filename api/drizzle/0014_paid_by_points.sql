ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_amounts";--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "razorpay_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "razorpay_order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "razorpay_payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'razorpay' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_amounts" CHECK ("checkouts"."points_used" >= 0 and "checkouts"."discount_paise" >= 0 and (("checkouts"."amount_paise" >= 100 and "checkouts"."razorpay_order_id" is not null) or ("checkouts"."amount_paise" = 0 and "checkouts"."razorpay_order_id" is null)));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK (("orders"."payment_method" = 'razorpay' and "orders"."razorpay_payment_id" is not null and "orders"."total_paise" >= 100) or ("orders"."payment_method" = 'points' and "orders"."razorpay_payment_id" is null and "orders"."total_paise" = 0));