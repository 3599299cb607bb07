CREATE TABLE "discount_codes" (
	"code_no" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_hundredths" integer DEFAULT 0 NOT NULL,
	"amount_off" numeric(12, 2) DEFAULT '0' NOT NULL,
	"minimum_order" numeric(12, 2) DEFAULT '0' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"uses_limit" integer,
	"per_mobile_limit" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"category_nos" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_nos" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree ("code");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_no" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code_no","customer_mobile");
