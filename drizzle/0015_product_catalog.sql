CREATE TABLE `catalog_collections` (
	`shop_id` text NOT NULL,
	`product_id` text NOT NULL,
	`collection_id` text NOT NULL,
	PRIMARY KEY(`shop_id`, `product_id`, `collection_id`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `catalog_collections_shop_collection` ON `catalog_collections` (`shop_id`,`collection_id`);--> statement-breakpoint
CREATE TABLE `catalog_products` (
	`shop_id` text NOT NULL,
	`product_id` text NOT NULL,
	`product_type` text,
	`shopify_updated_at` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`shop_id`, `product_id`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `catalog_refreshes` (
	`shop_id` text NOT NULL,
	`target` text NOT NULL,
	`requested_at` integer NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`error` text,
	PRIMARY KEY(`shop_id`, `target`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
