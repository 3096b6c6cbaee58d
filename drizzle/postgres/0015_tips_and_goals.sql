CREATE TABLE "sales_tips" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"staff_id" text,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"occurred_at" bigint NOT NULL,
	"refund_id" text,
	"finalized_run_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "goal_month" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "tips" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "goal_amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "goal_bonus_cents" bigint;--> statement-breakpoint
ALTER TABLE "sales_tips" ADD CONSTRAINT "sales_tips_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tips" ADD CONSTRAINT "sales_tips_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tips" ADD CONSTRAINT "sales_tips_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_tips_shop_time" ON "sales_tips" USING btree ("shop_id","occurred_at");--> statement-breakpoint
CREATE INDEX "sales_tips_order" ON "sales_tips" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_goal_month" ON "commissions" USING btree ("shop_id","staff_id","goal_month");