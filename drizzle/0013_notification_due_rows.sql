CREATE TABLE `overdue_alerts` (
	`entry_id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`entry_id`) REFERENCES `time_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `schedule_changes` (
	`shop_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`shift_id` text NOT NULL,
	`was_starts_at` integer NOT NULL,
	`was_ends_at` integer NOT NULL,
	`due_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`staff_id`, `shift_id`),
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `schedule_changes_due` ON `schedule_changes` (`due_at`);--> statement-breakpoint
CREATE TABLE `shift_reminders` (
	`shift_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`shop_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`shift_id`, `starts_at`),
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `time_entries_open_start` ON `time_entries` (`started_at`) WHERE ended_at is null;