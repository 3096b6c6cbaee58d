ALTER TABLE `payroll_lines` ADD `paycheck_tips_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payroll_lines` ADD `cash_tips_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `shops` ADD `payroll_export` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` ADD `payroll_id_gusto` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `payroll_key_gusto` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `payroll_id_adp_wfn` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `payroll_key_adp_wfn` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `payroll_id_paychex_flex` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `payroll_key_paychex_flex` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `payroll_id_quickbooks` text;--> statement-breakpoint
ALTER TABLE `staff` ADD `payroll_key_quickbooks` text;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_shop_payroll_gusto` ON `staff` (`shop_id`,`payroll_key_gusto`);--> statement-breakpoint
CREATE UNIQUE INDEX `staff_shop_payroll_adp_wfn` ON `staff` (`shop_id`,`payroll_key_adp_wfn`);--> statement-breakpoint
CREATE UNIQUE INDEX `staff_shop_payroll_paychex_flex` ON `staff` (`shop_id`,`payroll_key_paychex_flex`);--> statement-breakpoint
CREATE UNIQUE INDEX `staff_shop_payroll_quickbooks` ON `staff` (`shop_id`,`payroll_key_quickbooks`);