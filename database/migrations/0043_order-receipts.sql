-- Bank-transfer receipts sent to an order (docs/decisions/0089): the file is kept with the media under
-- private/ (never served as media), this row says whose it is.
CREATE TABLE IF NOT EXISTS "order_receipts" (
  "receipt_no" serial PRIMARY KEY NOT NULL,
  "order_no" integer NOT NULL REFERENCES "orders"("order_no"),
  "media_key" text NOT NULL,
  "content_type" text NOT NULL,
  "size_bytes" integer NOT NULL,
  "customer_no" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_receipts_order_idx" ON "order_receipts" ("order_no");
