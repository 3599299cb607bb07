-- A new delivery day chosen by the customer after a failed attempt (docs/decisions/0091): one link per
-- failed attempt, kept as the hash of its random token (the token itself is only in the customer's
-- mail and WhatsApp message), used once, until it expires.
CREATE TABLE IF NOT EXISTS "delivery_day_choices" (
  "choice_no" serial PRIMARY KEY NOT NULL,
  "token_hash" text NOT NULL,
  "order_no" integer NOT NULL REFERENCES "orders"("order_no"),
  "attempt_no" integer NOT NULL REFERENCES "delivery_attempts"("attempt_no"),
  "failed_attempts" smallint NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "chosen_day" date,
  "chosen_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "delivery_day_choices_token_key" ON "delivery_day_choices" ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "delivery_day_choices_order_idx" ON "delivery_day_choices" ("order_no");
