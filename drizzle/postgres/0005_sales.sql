CREATE TABLE "sales_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"shopify_order_id" text NOT NULL,
	"name" text NOT NULL,
	"processed_at" bigint NOT NULL,
	"location_id" text,
	"net_cents" bigint NOT NULL,
	"shares" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"shopify_refund_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"subtotal_cents" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "commissions_source_reference";--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reversal_of" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_refunds" ADD CONSTRAINT "sales_refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_refunds" ADD CONSTRAINT "sales_refunds_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_shop_order" ON "sales_orders" USING btree ("shop_id","shopify_order_id");--> statement-breakpoint
CREATE INDEX "sales_orders_shop_processed" ON "sales_orders" USING btree ("shop_id","processed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_refunds_shop_refund" ON "sales_refunds" USING btree ("shop_id","shopify_refund_id");--> statement-breakpoint
CREATE INDEX "sales_refunds_shop_created" ON "sales_refunds" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_manual_reference" ON "commissions" USING btree ("shop_id","reference") WHERE source = 'manual';--> statement-breakpoint
CREATE INDEX "commissions_shop_order" ON "commissions" USING btree ("shop_id","order_id");