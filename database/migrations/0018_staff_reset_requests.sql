-- 'Forgot password?' only queues the address asked for; the mail is made later by the queue, so the
-- form does the same work for a known and an unknown address (docs/decisions/0070).
CREATE TABLE IF NOT EXISTS "staff_reset_requests" (
	"request_no" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL
);
