CREATE TABLE `commission_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`name` text,
	`product_ids` text NOT NULL,
	`variant_ids` text NOT NULL,
	`collection_ids` text NOT NULL,
	`vendors` text NOT NULL,
	`product_types` text NOT NULL,
	`skus` text NOT NULL,
	`staff_ids` text NOT NULL,
	`rate_bp` integer,
	`amount_per_unit_cents` integer,
	`starts_on` text,
	`ends_on` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `commission_rules_shop_created` ON `commission_rules` (`shop_id`,`created_at`,`id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_commissions` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`staff_id` text NOT NULL,
	`sale_amount_cents` integer NOT NULL,
	`rate_bp` integer,
	`amount_cents` integer NOT NULL,
	`occurred_at` integer NOT NULL,
	`source` text NOT NULL,
	`reference` text,
	`order_id` text,
	`refund_id` text,
	`reversal_of` text,
	`finalized_run_id` text,
	`created_at` integer NOT NULL,
	`lines` text,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_commissions`("id", "shop_id", "staff_id", "sale_amount_cents", "rate_bp", "amount_cents", "occurred_at", "source", "reference", "order_id", "refund_id", "reversal_of", "finalized_run_id", "created_at", "lines") SELECT "id", "shop_id", "staff_id", "sale_amount_cents", "rate_bp", "amount_cents", "occurred_at", "source", "reference", "order_id", "refund_id", "reversal_of", "finalized_run_id", "created_at", NULL FROM `commissions`;--> statement-breakpoint
-- Migrations run in one transaction, where PRAGMA foreign_keys is a no-op: dropping
-- `commissions` would delete what payroll runs paid (ON DELETE CASCADE). Keep it and put it back.
CREATE TABLE `__keep_run_commissions` AS SELECT `run_id`, `commission_id` FROM `payroll_run_commissions`;--> statement-breakpoint
DROP TABLE `commissions`;--> statement-breakpoint
ALTER TABLE `__new_commissions` RENAME TO `commissions`;--> statement-breakpoint
INSERT INTO `payroll_run_commissions` (`run_id`, `commission_id`) SELECT `run_id`, `commission_id` FROM `__keep_run_commissions`;--> statement-breakpoint
DROP TABLE `__keep_run_commissions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `commissions_shop_time` ON `commissions` (`shop_id`,`occurred_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `commissions_manual_reference` ON `commissions` (`shop_id`,`reference`) WHERE source = 'manual';--> statement-breakpoint
CREATE INDEX `commissions_shop_order` ON `commissions` (`shop_id`,`order_id`);