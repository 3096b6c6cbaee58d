CREATE TABLE `api_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`scopes` text NOT NULL,
	`expires_at` integer,
	`last_used_at` integer,
	`revoked_at` integer,
	`created_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_tokens_token_hash_unique` ON `api_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `api_tokens_shop` ON `api_tokens` (`shop_id`,`id`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`action` text NOT NULL,
	`actor` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`reason` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `audit_log_subject` ON `audit_log` (`shop_id`,`subject_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	`dispatched_at` integer,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `events_undispatched` ON `events` (`dispatched_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `events_shop` ON `events` (`shop_id`);--> statement-breakpoint
CREATE TABLE `shops` (
	`id` text PRIMARY KEY NOT NULL,
	`domain` text NOT NULL,
	`name` text,
	`timezone` text DEFAULT 'UTC' NOT NULL,
	`week_start` text DEFAULT 'monday' NOT NULL,
	`overtime_rule` text DEFAULT 'weekly_40' NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`plan` text DEFAULT 'free' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`access_token_encrypted` text,
	`installed_at` integer NOT NULL,
	`uninstalled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shops_domain_unique` ON `shops` (`domain`);--> statement-breakpoint
CREATE TABLE `staff` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`handle` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`hourly_rate_cents` integer,
	`commission_rate_bp` integer,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_shop_handle` ON `staff` (`shop_id`,`handle`);--> statement-breakpoint
CREATE INDEX `staff_shop_id` ON `staff` (`shop_id`,`id`);--> statement-breakpoint
CREATE TABLE `time_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`timesheet_id` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`break_minutes` integer DEFAULT 0 NOT NULL,
	`note` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`timesheet_id`) REFERENCES `timesheets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `time_entries_timesheet` ON `time_entries` (`timesheet_id`);--> statement-breakpoint
CREATE INDEX `time_entries_staff_start` ON `time_entries` (`staff_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `time_entries_shop_start` ON `time_entries` (`shop_id`,`started_at`,`id`);--> statement-breakpoint
CREATE TABLE `timesheets` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`week_start` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`worked_ms` integer DEFAULT 0 NOT NULL,
	`hours_centi` integer DEFAULT 0 NOT NULL,
	`regular_hours_centi` integer DEFAULT 0 NOT NULL,
	`overtime_hours_centi` integer DEFAULT 0 NOT NULL,
	`double_time_hours_centi` integer DEFAULT 0 NOT NULL,
	`open_entries` integer DEFAULT 0 NOT NULL,
	`approved_rate_cents` integer,
	`approved_at` integer,
	`approved_by` text,
	`finalized_run_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `timesheets_staff_week` ON `timesheets` (`staff_id`,`week_start`);--> statement-breakpoint
CREATE INDEX `timesheets_shop_week` ON `timesheets` (`shop_id`,`week_start`);