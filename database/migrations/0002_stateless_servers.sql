CREATE TABLE "timed_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_turn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wipay_sandbox_payments" (
	"token" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
