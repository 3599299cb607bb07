CREATE TABLE "mail_outbox" (
	"mail_no" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_no" integer,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"give_up_at" timestamp with time zone DEFAULT now() + interval '3 days' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_flags" (
	"flag_no" serial PRIMARY KEY NOT NULL,
	"order_no" integer NOT NULL,
	"payment_no" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"reason" text NOT NULL,
	"expected_total" numeric(12, 2) NOT NULL,
	"expected_currency" text NOT NULL,
	"returned_total" text DEFAULT '' NOT NULL,
	"returned_currency" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_token_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_structure" text;--> statement-breakpoint
ALTER TABLE "payment_flags" ADD CONSTRAINT "payment_flags_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_flags" ADD CONSTRAINT "payment_flags_payment_no_payments_payment_no_fk" FOREIGN KEY ("payment_no") REFERENCES "public"."payments"("payment_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("status","next_attempt_at") WHERE status <> 'sent';--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_flags_transaction_key" ON "payment_flags" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_flags_order_idx" ON "payment_flags" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payments_awaiting_idx" ON "payments" USING btree ("status","attempted_at");