ALTER TABLE "shops" ADD COLUMN "pos_pin_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "shopify_staff_member_id" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "location_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shop_shopify_staff_member" ON "staff" USING btree ("shop_id","shopify_staff_member_id");