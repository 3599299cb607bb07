-- WhatsApp updates (docs/decisions/0088): the shopper's tick at checkout, and for an outbox row sent to
-- WhatsApp's Cloud API the message id it answered and the last status its webhook reported.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "whatsapp_updates" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "provider_message_id" text;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "provider_status" text;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_provider_message_idx" ON "mail_outbox" ("provider_message_id");
