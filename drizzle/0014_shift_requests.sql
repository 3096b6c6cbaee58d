CREATE TABLE `shift_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`shift_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`from_staff_id` text,
	`to_staff_id` text,
	`note` text,
	`reason` text,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`from_staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shift_requests_shop_created` ON `shift_requests` (`shop_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `shift_requests_shift_status` ON `shift_requests` (`shift_id`,`status`);--> statement-breakpoint
CREATE INDEX `shift_requests_due` ON `shift_requests` (`status`,`expires_at`);--> statement-breakpoint
CREATE TABLE `staff_availability` (
	`staff_id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`document` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`break_minutes` integer DEFAULT 0 NOT NULL,
	`location` text,
	`role` text,
	`note` text,
	`published` integer DEFAULT false NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_shifts`("id", "shop_id", "staff_id", "starts_at", "ends_at", "break_minutes", "location", "role", "note", "published", "sequence", "created_at", "updated_at") SELECT "id", "shop_id", "staff_id", "starts_at", "ends_at", "break_minutes", "location", "role", "note", "published", "sequence", "created_at", "updated_at" FROM `shifts`;--> statement-breakpoint
-- Migrations run in one transaction, where PRAGMA foreign_keys is a no-op: dropping `shifts`
-- would set time_entries.shift_id to NULL (ON DELETE SET NULL) and delete the reminders already
-- sent (ON DELETE CASCADE), so they would go again. Keep both and put them back.
CREATE TABLE `__keep_entry_shifts` AS SELECT `id`, `shift_id` FROM `time_entries` WHERE `shift_id` IS NOT NULL;--> statement-breakpoint
CREATE TABLE `__keep_shift_reminders` AS SELECT `shift_id`, `starts_at`, `shop_id`, `created_at` FROM `shift_reminders`;--> statement-breakpoint
DROP TABLE `shifts`;--> statement-breakpoint
ALTER TABLE `__new_shifts` RENAME TO `shifts`;--> statement-breakpoint
UPDATE `time_entries` SET `shift_id` = (SELECT k.`shift_id` FROM `__keep_entry_shifts` k WHERE k.`id` = `time_entries`.`id`) WHERE `id` IN (SELECT `id` FROM `__keep_entry_shifts`);--> statement-breakpoint
DROP TABLE `__keep_entry_shifts`;--> statement-breakpoint
INSERT INTO `shift_reminders` (`shift_id`, `starts_at`, `shop_id`, `created_at`) SELECT `shift_id`, `starts_at`, `shop_id`, `created_at` FROM `__keep_shift_reminders`;--> statement-breakpoint
DROP TABLE `__keep_shift_reminders`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `shifts_shop_start` ON `shifts` (`shop_id`,`starts_at`,`id`);--> statement-breakpoint
CREATE INDEX `shifts_staff_start` ON `shifts` (`staff_id`,`starts_at`);--> statement-breakpoint
ALTER TABLE `shops` ADD `shift_requests_need_approval` integer DEFAULT true NOT NULL;