CREATE TABLE `sales_pending_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`shopify_refund_id` text NOT NULL,
	`shopify_order_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`lines` text NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_pending_refunds_shop_refund` ON `sales_pending_refunds` (`shop_id`,`shopify_refund_id`);--> statement-breakpoint
CREATE INDEX `sales_pending_refunds_shop_order` ON `sales_pending_refunds` (`shop_id`,`shopify_order_id`);--> statement-breakpoint
ALTER TABLE `sales_orders` ADD `shopify_updated_at` integer;