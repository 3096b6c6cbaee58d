CREATE TABLE `sales_month_tallies` (
	`shop_id` text NOT NULL,
	`shopify_staff_member_id` text NOT NULL,
	`month` text NOT NULL,
	`cents` integer NOT NULL,
	PRIMARY KEY(`shop_id`, `shopify_staff_member_id`, `month`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `sales_orders` ADD `month_tallied` integer DEFAULT true NOT NULL;--> statement-breakpoint
-- Orders already recorded are counted by the startup backfill (decision 70), not at their insert.
UPDATE `sales_orders` SET `month_tallied` = false;