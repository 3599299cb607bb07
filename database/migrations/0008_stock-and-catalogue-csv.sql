ALTER TABLE "products" ADD COLUMN "low_stock_at" integer;--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"movement_no" serial PRIMARY KEY NOT NULL,
	"product_no" integer NOT NULL,
	"sku_no" integer,
	"item" text DEFAULT '' NOT NULL,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_no" integer,
	"staff_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sku_no_product_variants_sku_no_fk" FOREIGN KEY ("sku_no") REFERENCES "public"."product_variants"("sku_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_no","movement_no");--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "product_imports" (
	"import_no" serial PRIMARY KEY NOT NULL,
	"staff_user_no" integer,
	"file_name" text NOT NULL,
	"file_digest" text NOT NULL,
	"plan_digest" text NOT NULL,
	"content" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "low_stock_mails" (
	"shop_day" date PRIMARY KEY NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
