CREATE TABLE `sales_tips` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`order_id` text NOT NULL,
	`staff_id` text,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`occurred_at` integer NOT NULL,
	`refund_id` text,
	`finalized_run_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `sales_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sales_tips_shop_time` ON `sales_tips` (`shop_id`,`occurred_at`);--> statement-breakpoint
CREATE INDEX `sales_tips_order` ON `sales_tips` (`order_id`);--> statement-breakpoint
ALTER TABLE `commissions` ADD `goal_month` text;--> statement-breakpoint
CREATE UNIQUE INDEX `commissions_goal_month` ON `commissions` (`shop_id`,`staff_id`,`goal_month`);--> statement-breakpoint
ALTER TABLE `sales_orders` ADD `tips` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `goal_amount_cents` integer;--> statement-breakpoint
ALTER TABLE `staff` ADD `goal_bonus_cents` integer;