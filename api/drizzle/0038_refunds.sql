-- Refunds of orders (Razorpay refunds and cash-on-delivery payouts), and units cancelled per order line.
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"staff_id" uuid,
	"method" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"razorpay_payment_id" text,
	"razorpay_refund_id" text,
	"razorpay_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"payout_to" jsonb,
	"payout_reference" text,
	"paid_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_method_shape" CHECK (("refunds"."method" = 'razorpay' and "refunds"."razorpay_payment_id" is not null) or ("refunds"."method" = 'payout' and "refunds"."payout_to" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cancelled_quantity" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paid_by_staff_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_razorpay_refund_key" ON "refunds" USING btree ("razorpay_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'requested' and "refunds"."method" = 'razorpay' and "refunds"."razorpay_refund_id" is null;--> statement-breakpoint
CREATE INDEX "refunds_payouts_idx" ON "refunds" USING btree ("status","created_at") WHERE "refunds"."method" = 'payout';