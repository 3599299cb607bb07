ALTER TABLE "design_sections" ADD COLUMN "category_no" integer;--> statement-breakpoint
ALTER TABLE "design_sections" ADD CONSTRAINT "design_sections_category_no_categories_category_no_fk" FOREIGN KEY ("category_no") REFERENCES "public"."categories"("category_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_sections_category_idx" ON "design_sections" USING btree ("category_no");
