CREATE TABLE `time_off` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`kind` text NOT NULL,
	`note` text,
	`status` text DEFAULT 'requested' NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	`decision_reason` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `time_off_shop_start` ON `time_off` (`shop_id`,`starts_on`,`id`);--> statement-breakpoint
CREATE INDEX `time_off_staff_status_start` ON `time_off` (`staff_id`,`status`,`starts_on`);--> statement-breakpoint
ALTER TABLE `shifts` ADD `published` integer DEFAULT false NOT NULL;