CREATE TABLE `order_imports` (
	`shop_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`since` integer NOT NULL,
	`cursor` text,
	`orders_imported` integer DEFAULT 0 NOT NULL,
	`refunds_imported` integer DEFAULT 0 NOT NULL,
	`orders_skipped` integer DEFAULT 0 NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`error` text,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`owner` text,
	`lease_until` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_imports_status_lease` ON `order_imports` (`status`,`lease_until`);