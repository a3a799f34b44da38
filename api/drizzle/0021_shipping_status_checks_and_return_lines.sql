-- Shipping statuses that move money wait for Shiprocket's tracking to confirm them (orders.unconfirmed_status,
-- status_check_at, status_check_attempts); orders remember when they were delivered (the return window counts from
-- it); a return request names the order lines it returns, at most one open return per line.
CREATE TABLE "return_request_lines" (
	"return_request_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	CONSTRAINT "return_request_lines_return_request_id_order_line_id_pk" PRIMARY KEY("return_request_id","order_line_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unconfirmed_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_return_request_id_return_requests_id_fk" FOREIGN KEY ("return_request_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_request_lines_open_key" ON "return_request_lines" USING btree ("order_line_id") WHERE "return_request_lines"."status" = 'open';--> statement-breakpoint
CREATE INDEX "return_request_lines_order_line_idx" ON "return_request_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "orders_status_check_idx" ON "orders" USING btree ("status_check_at") WHERE "orders"."status_check_at" is not null;--> statement-breakpoint
-- Hand-written: orders delivered before delivery dates were kept were last changed when they were delivered.
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "order_status" = 'Delivered' AND "delivered_at" IS NULL;--> statement-breakpoint
-- Hand-written: a return request made before lines were named returned its whole order; the first request for an
-- order keeps its lines open, and later repeats of it name none.
INSERT INTO "return_request_lines" ("return_request_id", "order_line_id")
  SELECT DISTINCT ON (l."id") r."id", l."id"
  FROM "return_requests" r JOIN "order_lines" l ON l."order_id" = r."order_id"
  ORDER BY l."id", r."created_at", r."id";
