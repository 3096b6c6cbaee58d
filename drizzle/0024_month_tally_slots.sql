PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_sales_month_tallies` (
	`shop_id` text NOT NULL,
	`shopify_staff_member_id` text NOT NULL,
	`month` text NOT NULL,
	`slot` integer DEFAULT 0 NOT NULL,
	`cents` integer NOT NULL,
	PRIMARY KEY(`shop_id`, `shopify_staff_member_id`, `month`, `slot`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_sales_month_tallies`("shop_id", "shopify_staff_member_id", "month", "slot", "cents") SELECT "shop_id", "shopify_staff_member_id", "month", 0, "cents" FROM `sales_month_tallies`;--> statement-breakpoint
DROP TABLE `sales_month_tallies`;--> statement-breakpoint
ALTER TABLE `__new_sales_month_tallies` RENAME TO `sales_month_tallies`;--> statement-breakpoint
PRAGMA foreign_keys=ON;