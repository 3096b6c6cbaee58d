ALTER TABLE `staff` ADD `pin_hash` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `pin_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `pin_failures_since` integer;--> statement-breakpoint
ALTER TABLE `staff` ADD `pin_locked_until` integer;--> statement-breakpoint
ALTER TABLE `time_entries` ADD `source` text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE `time_entries` ADD `shift_id` text REFERENCES shifts(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `time_entries` ADD `break_started_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `time_entries_one_open` ON `time_entries` (`staff_id`) WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX `time_entries_shift` ON `time_entries` (`shift_id`);