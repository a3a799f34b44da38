-- The message outbox (WhatsApp and SMS owed to shoppers, keyed so an event is told once), the statuses providers
-- reported per message id (replays change nothing) and the inbound replies handled (each once).
CREATE TABLE "message_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" jsonb NOT NULL,
	"dedupe_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"last_error" text,
	"channel" text,
	"whatsapp_message_id" text,
	"whatsapp_status" text,
	"sms_message_id" text,
	"sms_status" text,
	"fallback_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_replies" (
	"provider_message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_statuses" (
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_statuses_provider_message_id_status_pk" PRIMARY KEY("provider_message_id","status")
);
--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("next_attempt_at") WHERE "message_outbox"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_dedupe_key_idx" ON "message_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "message_outbox_whatsapp_id_idx" ON "message_outbox" USING btree ("whatsapp_message_id");--> statement-breakpoint
CREATE INDEX "message_outbox_sms_id_idx" ON "message_outbox" USING btree ("sms_message_id");