-- Return requests worked by staff: their state (requested → approved → picked up → received → refunded | exchanged,
-- or rejected), who decided and when, the Shiprocket return pickup and its retries, the receipt, the replacement order.
ALTER TABLE "return_requests" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_channel_id" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_order_id" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_shipment_id" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_awb" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_courier" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_status" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "pickup_error" text;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "received_by" uuid;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "resellable" boolean;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "closed_by" uuid;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "return_requests" ADD COLUMN "replacement_order_id" uuid;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_received_by_staff_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_closed_by_staff_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_created_idx" ON "return_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "return_requests_pickup_retry_idx" ON "return_requests" USING btree ("pickup_retry_at") WHERE "return_requests"."status" = 'approved' and "return_requests"."pickup_order_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_pickup_order_key" ON "return_requests" USING btree ("pickup_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_pickup_channel_key" ON "return_requests" USING btree ("pickup_channel_id");--> statement-breakpoint
-- Requests kept before states: closed ones take the state their lines show.
UPDATE "return_requests" r SET "status" = CASE WHEN EXISTS (SELECT 1 FROM "return_request_lines" l WHERE l."return_request_id" = r."id" AND l."status" = 'refunded') THEN 'refunded' ELSE 'rejected' END WHERE NOT EXISTS (SELECT 1 FROM "return_request_lines" l WHERE l."return_request_id" = r."id" AND l."status" = 'open');
