CREATE TABLE `sales_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`shopify_order_id` text NOT NULL,
	`name` text NOT NULL,
	`processed_at` integer NOT NULL,
	`location_id` text,
	`net_cents` integer NOT NULL,
	`shares` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_orders_shop_order` ON `sales_orders` (`shop_id`,`shopify_order_id`);--> statement-breakpoint
CREATE INDEX `sales_orders_shop_processed` ON `sales_orders` (`shop_id`,`processed_at`);--> statement-breakpoint
CREATE TABLE `sales_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`order_id` text NOT NULL,
	`shopify_refund_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`subtotal_cents` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `sales_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sales_refunds_shop_refund` ON `sales_refunds` (`shop_id`,`shopify_refund_id`);--> statement-breakpoint
CREATE INDEX `sales_refunds_shop_created` ON `sales_refunds` (`shop_id`,`created_at`);--> statement-breakpoint
DROP INDEX `commissions_source_reference`;--> statement-breakpoint
ALTER TABLE `commissions` ADD `order_id` text;--> statement-breakpoint
ALTER TABLE `commissions` ADD `refund_id` text;--> statement-breakpoint
ALTER TABLE `commissions` ADD `reversal_of` text;--> statement-breakpoint
CREATE UNIQUE INDEX `commissions_manual_reference` ON `commissions` (`shop_id`,`reference`) WHERE source = 'manual';--> statement-breakpoint
CREATE INDEX `commissions_shop_order` ON `commissions` (`shop_id`,`order_id`);