ALTER TABLE `shops` ADD `pos_pin_required` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `shopify_staff_member_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_shop_shopify_staff_member` ON `staff` (`shop_id`,`shopify_staff_member_id`);--> statement-breakpoint
ALTER TABLE `time_entries` ADD `location_id` text;