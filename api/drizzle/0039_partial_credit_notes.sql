-- Credit notes for part of an invoice (units cancelled or returned, an amount refunded), each tied to its refund.
DROP INDEX "credit_notes_order_key";--> statement-breakpoint
DROP INDEX "credit_notes_invoice_key";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "scope" text DEFAULT 'whole' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_refund_key" ON "credit_notes" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_invoice_key" ON "credit_notes" USING btree ("invoice_id") WHERE "credit_notes"."scope" = 'whole';