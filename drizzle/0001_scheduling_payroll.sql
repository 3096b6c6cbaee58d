CREATE TABLE `commissions` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`sale_amount_cents` integer NOT NULL,
	`rate_bp` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`occurred_at` integer NOT NULL,
	`source` text NOT NULL,
	`reference` text,
	`finalized_run_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `commissions_shop_time` ON `commissions` (`shop_id`,`occurred_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `commissions_source_reference` ON `commissions` (`shop_id`,`source`,`reference`);--> statement-breakpoint
CREATE TABLE `payroll_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`run_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`regular_hours_centi` integer NOT NULL,
	`overtime_hours_centi` integer NOT NULL,
	`double_time_hours_centi` integer NOT NULL,
	`rate_cents` integer,
	`regular_pay_cents` integer NOT NULL,
	`overtime_pay_cents` integer NOT NULL,
	`commission_cents` integer NOT NULL,
	`gross_cents` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`run_id`) REFERENCES `payroll_runs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payroll_lines_run` ON `payroll_lines` (`run_id`,`staff_id`);--> statement-breakpoint
CREATE TABLE `payroll_run_commissions` (
	`run_id` text NOT NULL,
	`commission_id` text NOT NULL,
	PRIMARY KEY(`run_id`, `commission_id`),
	FOREIGN KEY (`run_id`) REFERENCES `payroll_runs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`commission_id`) REFERENCES `commissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payroll_run_timesheets` (
	`run_id` text NOT NULL,
	`timesheet_id` text NOT NULL,
	PRIMARY KEY(`run_id`, `timesheet_id`),
	FOREIGN KEY (`run_id`) REFERENCES `payroll_runs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`timesheet_id`) REFERENCES `timesheets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payroll_run_timesheets_ts` ON `payroll_run_timesheets` (`timesheet_id`);--> statement-breakpoint
CREATE TABLE `payroll_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`period_start` text NOT NULL,
	`period_end` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`finalized_at` integer,
	`finalized_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payroll_runs_shop` ON `payroll_runs` (`shop_id`,`id`);--> statement-breakpoint
CREATE TABLE `shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`break_minutes` integer DEFAULT 0 NOT NULL,
	`location` text,
	`role` text,
	`note` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shifts_shop_start` ON `shifts` (`shop_id`,`starts_at`,`id`);--> statement-breakpoint
CREATE INDEX `shifts_staff_start` ON `shifts` (`staff_id`,`starts_at`);