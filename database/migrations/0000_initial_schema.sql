CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"entry_no" serial PRIMARY KEY NOT NULL,
	"staff_user_no" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner_products" (
	"banner_no" integer NOT NULL,
	"product_no" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_products_banner_no_product_no_pk" PRIMARY KEY("banner_no","product_no")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_no" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_path" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"category_no" serial PRIMARY KEY NOT NULL,
	"parent_no" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"city_no" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"island" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"customer_no" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_section_products" (
	"section_no" integer NOT NULL,
	"product_no" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "design_section_products_section_no_product_no_pk" PRIMARY KEY("section_no","product_no")
);
--> statement-breakpoint
CREATE TABLE "design_sections" (
	"section_no" serial PRIMARY KEY NOT NULL,
	"page_no" integer NOT NULL,
	"section_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"line_no" serial PRIMARY KEY NOT NULL,
	"order_no" integer NOT NULL,
	"product_no" integer NOT NULL,
	"sku_no" integer,
	"product_name" text NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"color" text,
	"size" text,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"line_total" numeric(12, 2) NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"image_path" text
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"entry_no" serial PRIMARY KEY NOT NULL,
	"order_no" integer NOT NULL,
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"staff_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"first_answer" jsonb,
	"customer_no" integer,
	"customer_mobile" text NOT NULL,
	"customer_name" text NOT NULL,
	"email_id" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_address" text DEFAULT '' NOT NULL,
	"customer_city_no" integer,
	"deliver_country_no" integer DEFAULT 1 NOT NULL,
	"country_no" integer DEFAULT 1 NOT NULL,
	"is_pickup" boolean DEFAULT false NOT NULL,
	"pm_no" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"store_no" integer DEFAULT 8 NOT NULL,
	"invoice_store_name" text DEFAULT 'Online Store' NOT NULL,
	"shop_no" integer DEFAULT 16 NOT NULL,
	"shop_name" text DEFAULT '' NOT NULL,
	"source" integer DEFAULT 1 NOT NULL,
	"order_date" date NOT NULL,
	"delivery_date" date,
	"item_total" numeric(12, 2) NOT NULL,
	"freight" numeric(12, 2) NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"payment_status" text DEFAULT 'Unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"pm_no" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_no" serial PRIMARY KEY NOT NULL,
	"order_no" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"transaction_id" text,
	"original_total" numeric(12, 2) NOT NULL,
	"charged_total" numeric(12, 2),
	"currency" text DEFAULT 'TTD' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"card" text,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"image_no" serial PRIMARY KEY NOT NULL,
	"product_no" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"sku_no" serial PRIMARY KEY NOT NULL,
	"product_no" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"color" text,
	"size" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_no" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_no" integer NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"shop_no" integer,
	"barcode" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"sales_price" numeric(12, 2) NOT NULL,
	"purchase_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"sales_price2" numeric(12, 2),
	"sales_price3" numeric(12, 2),
	"sales_price5" numeric(12, 2),
	"discount_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"free_delivery" boolean DEFAULT false NOT NULL,
	"free_delivery_quantity" integer DEFAULT 0 NOT NULL,
	"ribbon_text" text,
	"video_file" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_sold_out" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"arrival_date" date DEFAULT CURRENT_DATE NOT NULL,
	"country_of_origin" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"rma_no" serial PRIMARY KEY NOT NULL,
	"order_no" integer NOT NULL,
	"customer_no" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"order_date" date NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"return_reason_id" integer NOT NULL,
	"opened" boolean DEFAULT false NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"staff_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_no" serial PRIMARY KEY NOT NULL,
	"product_no" integer NOT NULL,
	"customer_no" integer,
	"customer_name" text NOT NULL,
	"customer_mobile" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"comments" text NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"shop_no" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"staff_user_no" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"staff_user_no" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"customer_no" integer NOT NULL,
	"product_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_customer_no_product_no_pk" PRIMARY KEY("customer_no","product_no")
);
--> statement-breakpoint
ALTER TABLE "banner_products" ADD CONSTRAINT "banner_products_banner_no_banners_banner_no_fk" FOREIGN KEY ("banner_no") REFERENCES "public"."banners"("banner_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_products" ADD CONSTRAINT "banner_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_section_products" ADD CONSTRAINT "design_section_products_section_no_design_sections_section_no_fk" FOREIGN KEY ("section_no") REFERENCES "public"."design_sections"("section_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_section_products" ADD CONSTRAINT "design_section_products_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_no_product_variants_sku_no_fk" FOREIGN KEY ("sku_no") REFERENCES "public"."product_variants"("sku_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_no_customers_customer_no_fk" FOREIGN KEY ("customer_no") REFERENCES "public"."customers"("customer_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_no_categories_category_no_fk" FOREIGN KEY ("category_no") REFERENCES "public"."categories"("category_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_no_shops_shop_no_fk" FOREIGN KEY ("shop_no") REFERENCES "public"."shops"("shop_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_customer_no_customers_customer_no_fk" FOREIGN KEY ("customer_no") REFERENCES "public"."customers"("customer_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_user_no_staff_users_staff_user_no_fk" FOREIGN KEY ("staff_user_no") REFERENCES "public"."staff_users"("staff_user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_no_customers_customer_no_fk" FOREIGN KEY ("customer_no") REFERENCES "public"."customers"("customer_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_no_products_product_no_fk" FOREIGN KEY ("product_no") REFERENCES "public"."products"("product_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_key" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_no");--> statement-breakpoint
CREATE INDEX "categories_name_trgm_idx" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_key" ON "customers" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "design_sections_page_idx" ON "design_sections" USING btree ("page_no","sort_order");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_no");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_no","created_at");--> statement-breakpoint
CREATE INDEX "orders_mobile_idx" ON "orders" USING btree ("customer_mobile");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_key" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_no","sort_order");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_no");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_key" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_no");--> statement-breakpoint
CREATE INDEX "products_arrival_idx" ON "products" USING btree ("arrival_date");--> statement-breakpoint
CREATE INDEX "products_home_idx" ON "products" USING btree ("sort_order","product_no");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (to_tsvector('english', "name" || ' ' || "brand" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "return_requests_customer_idx" ON "return_requests" USING btree ("customer_no");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_key" ON "staff_users" USING btree ("email");