ALTER TABLE "shifts" ADD COLUMN "sequence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "staff_see_pay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "manager_emails" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "shift_reminder_minutes" bigint;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "notify_schedule" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "notify_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "notify_time_off" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "notify_pay" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "calendar_secret_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "calendar_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "last_sign_in_at" bigint;--> statement-breakpoint
UPDATE "staff" SET "email_key" = lower("email") WHERE "email" IS NOT NULL AND "id" = (SELECT min(s2."id") FROM "staff" s2 WHERE s2."shop_id" = "staff"."shop_id" AND lower(s2."email") = lower("staff"."email"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shop_email_key" ON "staff" USING btree ("shop_id","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_calendar_secret" ON "staff" USING btree ("calendar_secret_hash");