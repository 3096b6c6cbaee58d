ALTER TABLE "payroll_lines" ADD COLUMN "paycheck_tips_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_lines" ADD COLUMN "cash_tips_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "payroll_export" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "payroll_id_gusto" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "payroll_key_gusto" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "payroll_id_adp_wfn" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "payroll_key_adp_wfn" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "payroll_id_paychex_flex" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "payroll_key_paychex_flex" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "payroll_id_quickbooks" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "payroll_key_quickbooks" text;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shop_payroll_gusto" ON "staff" USING btree ("shop_id","payroll_key_gusto");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shop_payroll_adp_wfn" ON "staff" USING btree ("shop_id","payroll_key_adp_wfn");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shop_payroll_paychex_flex" ON "staff" USING btree ("shop_id","payroll_key_paychex_flex");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shop_payroll_quickbooks" ON "staff" USING btree ("shop_id","payroll_key_quickbooks");