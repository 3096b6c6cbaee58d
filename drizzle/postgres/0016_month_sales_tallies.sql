CREATE TABLE "sales_month_tallies" (
	"shop_id" text NOT NULL,
	"shopify_staff_member_id" text NOT NULL,
	"month" text NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "sales_month_tallies_shop_id_shopify_staff_member_id_month_pk" PRIMARY KEY("shop_id","shopify_staff_member_id","month")
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "month_tallied" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_month_tallies" ADD CONSTRAINT "sales_month_tallies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders already recorded are counted by the startup backfill (decision 70), not at their insert.
UPDATE "sales_orders" SET "month_tallied" = false;