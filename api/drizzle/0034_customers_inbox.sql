-- The back office's customers and inbox: a buyer blocked from buying, points adjusted by staff (with a reason),
-- feedback, contact queries and reviews marked handled and replied to once, a review hidden from the store; the
-- indexes the customer list (keyset, search by name, email or phone) and the inbox (newest first, waiting) need.
ALTER TABLE "buyers" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "kind" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "points_entries" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_queries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_queries" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_queries" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "contact_queries" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_queries" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_by" uuid;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_handled_by_staff_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_staff_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_queries" ADD CONSTRAINT "contact_queries_handled_by_staff_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_queries" ADD CONSTRAINT "contact_queries_replied_by_staff_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_handled_by_staff_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_staff_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyers_admin_created_idx" ON "buyers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buyers_admin_search_trgm" ON "buyers" USING gin ((lower("name") || ' ' || lower("email") || ' ' || "contact_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_inbox_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_inbox_waiting_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "contact_queries_inbox_idx" ON "contact_queries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_queries_inbox_waiting_idx" ON "contact_queries" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contact_queries"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "feedback_inbox_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_inbox_waiting_idx" ON "feedback" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback"."handled_at" is null;