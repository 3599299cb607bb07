-- Where each order came from (docs/decisions/0087): the channel it is counted under and the first
-- visit's click ids and UTM tags as the browser kept them. Orders from before have no source: direct.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "channel" text DEFAULT 'direct' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "visit_source" jsonb;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_channel_date_idx" ON "orders" ("channel", "order_date");
