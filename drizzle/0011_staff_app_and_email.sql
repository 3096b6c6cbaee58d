CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`payload_sealed` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempt_count` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer,
	`enqueued_at` integer,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_shop_created` ON `notifications` (`shop_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_due` ON `notifications` (`status`,`enqueued_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_sessions_token` ON `staff_sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_sessions_staff` ON `staff_sessions` (`staff_id`);--> statement-breakpoint
CREATE TABLE `staff_sign_in_links` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`kind` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`voided_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_sign_in_links_token` ON `staff_sign_in_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_sign_in_links_staff` ON `staff_sign_in_links` (`staff_id`);--> statement-breakpoint
ALTER TABLE `shifts` ADD `sequence` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shops` ADD `staff_see_pay` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `shops` ADD `manager_emails` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `shops` ADD `shift_reminder_minutes` integer;--> statement-breakpoint
ALTER TABLE `staff` ADD `email_key` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `notify_schedule` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `notify_reminder` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `notify_time_off` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `notify_pay` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `calendar_secret_hash` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `calendar_secret_sealed` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `last_sign_in_at` integer;--> statement-breakpoint
UPDATE `staff` SET `email_key` = lower(`email`) WHERE `email` IS NOT NULL AND `id` = (SELECT min(s2.`id`) FROM `staff` s2 WHERE s2.`shop_id` = `staff`.`shop_id` AND lower(s2.`email`) = lower(`staff`.`email`));--> statement-breakpoint
CREATE UNIQUE INDEX `staff_shop_email_key` ON `staff` (`shop_id`,`email_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `staff_calendar_secret` ON `staff` (`calendar_secret_hash`);