-- A review's inbox marks (handled, the reply mailed to its writer) show nothing in the store: an update that changes
-- only those (or the bookkeeping `updated_at`) announces no catalogue change. Hiding or showing a review does change
-- the store (its reviews and rating summary), so `hidden_at` still announces `reviews:<product id>`.
DROP TRIGGER "reviews_update_announce_change" ON "reviews";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_update_announce_change" AFTER UPDATE ON "reviews" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(OLD) - 'updated_at' - 'handled_at' - 'handled_by' - 'reply_text' - 'replied_at' - 'replied_by') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at' - 'handled_at' - 'handled_by' - 'reply_text' - 'replied_at' - 'replied_by')) EXECUTE FUNCTION "announce_review_change"();
