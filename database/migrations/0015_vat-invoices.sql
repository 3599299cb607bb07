CREATE TABLE "number_series" (
	"series" text PRIMARY KEY NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "number_series" ("series", "last_no") VALUES ('invoice', 0), ('credit-note', 0);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_no" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_no" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "vat_rate_basis_points" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_no" ON "orders" USING btree ("invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_no" ON "refunds" USING btree ("credit_note_no");
