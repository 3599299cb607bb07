ALTER TABLE "orders" ADD COLUMN "pickup_shop_no" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pickup_point" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_shop_no_shops_shop_no_fk" FOREIGN KEY ("pickup_shop_no") REFERENCES "public"."shops"("shop_no") ON DELETE no action ON UPDATE no action;