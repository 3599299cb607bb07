-- Delivery areas, runs, attempts at the door, the cash custody chain and couriers' settlements
-- (docs/decisions/0080 to 0083). Money in numeric(12,2), like every amount column.
CREATE TABLE "delivery_areas" (
	"area_no" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"weekdays" integer[] DEFAULT '{1,2,3,4,5}'::integer[] NOT NULL,
	"extra_charge" numeric(12, 2) DEFAULT '0' NOT NULL,
	"served" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_areas_name_key" ON "delivery_areas" USING btree ("name");--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "delivery_area_no" integer REFERENCES "delivery_areas"("area_no") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "area_charge" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_area_no" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failed_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "road_state" text;--> statement-breakpoint
CREATE TABLE "delivery_runs" (
	"run_no" serial PRIMARY KEY NOT NULL,
	"run_day" date NOT NULL,
	"driver_staff_no" integer NOT NULL REFERENCES "staff_users"("staff_user_no"),
	"state" text DEFAULT 'planned' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "delivery_runs_driver_idx" ON "delivery_runs" USING btree ("driver_staff_no", "run_day");--> statement-breakpoint
CREATE TABLE "run_stops" (
	"stop_no" serial PRIMARY KEY NOT NULL,
	"run_no" integer NOT NULL REFERENCES "delivery_runs"("run_no") ON DELETE CASCADE,
	"order_no" integer NOT NULL REFERENCES "orders"("order_no"),
	"position" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "run_stops_run_order_key" ON "run_stops" USING btree ("run_no", "order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "run_stops_waiting_order_key" ON "run_stops" USING btree ("order_no") WHERE state = 'waiting';--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"attempt_no" serial PRIMARY KEY NOT NULL,
	"action_key" text NOT NULL,
	"order_no" integer NOT NULL REFERENCES "orders"("order_no"),
	"stop_no" integer REFERENCES "run_stops"("stop_no"),
	"driver_staff_no" integer NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"receiver" text DEFAULT '' NOT NULL,
	"method" text,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"photo_key" text,
	"happened_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_attempts_action_key" ON "delivery_attempts" USING btree ("action_key");--> statement-breakpoint
CREATE INDEX "delivery_attempts_order_idx" ON "delivery_attempts" USING btree ("order_no");--> statement-breakpoint
CREATE TABLE "cash_deposits" (
	"deposit_no" serial PRIMARY KEY NOT NULL,
	"slip_reference" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"banked_by" integer,
	"banked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"statement_reference" text
);
--> statement-breakpoint
CREATE TABLE "cash_handovers" (
	"handover_no" serial PRIMARY KEY NOT NULL,
	"driver_staff_no" integer NOT NULL,
	"cashier_staff_no" integer NOT NULL,
	"recorded" numeric(12, 2) NOT NULL,
	"counted" numeric(12, 2) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"deposit_no" integer REFERENCES "cash_deposits"("deposit_no"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_collections" (
	"collection_no" serial PRIMARY KEY NOT NULL,
	"attempt_no" integer NOT NULL REFERENCES "delivery_attempts"("attempt_no"),
	"order_no" integer NOT NULL,
	"driver_staff_no" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"handover_no" integer REFERENCES "cash_handovers"("handover_no")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_collections_attempt_key" ON "cash_collections" USING btree ("attempt_no");--> statement-breakpoint
CREATE INDEX "cash_collections_driver_idx" ON "cash_collections" USING btree ("driver_staff_no", "handover_no");--> statement-breakpoint
CREATE TABLE "courier_settlements" (
	"settlement_no" serial PRIMARY KEY NOT NULL,
	"courier" text NOT NULL,
	"file_name" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_by" integer
);
