ALTER TABLE "commissions" ADD COLUMN "goal_month" text;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "tips" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "goal_amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "goal_bonus_cents" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_goal_month" ON "commissions" USING btree ("shop_id","staff_id","goal_month");