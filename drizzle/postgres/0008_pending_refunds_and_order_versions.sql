CREATE TABLE "sales_pending_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"shopify_refund_id" text NOT NULL,
	"shopify_order_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"lines" text NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "shopify_updated_at" bigint;--> statement-breakpoint
ALTER TABLE "sales_pending_refunds" ADD CONSTRAINT "sales_pending_refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_pending_refunds_shop_refund" ON "sales_pending_refunds" USING btree ("shop_id","shopify_refund_id");--> statement-breakpoint
CREATE INDEX "sales_pending_refunds_shop_order" ON "sales_pending_refunds" USING btree ("shop_id","shopify_order_id");