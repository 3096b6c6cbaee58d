CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"staff_id" text,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"payload_sealed" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempt_count" bigint DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" bigint,
	"enqueued_at" bigint,
	"sent_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_links" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	"voided_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_in_links" ADD CONSTRAINT "staff_sign_in_links_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_in_links" ADD CONSTRAINT "staff_sign_in_links_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_shop_created" ON "notifications" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_due" ON "notifications" USING btree ("status","enqueued_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sign_in_links_token" ON "staff_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sign_in_links_staff" ON "staff_sign_in_links" USING btree ("staff_id");--> statement-breakpoint
UPDATE "staff" SET "email_key" = lower("email") WHERE "email" IS NOT NULL AND "id" = (SELECT min(s2."id") FROM "staff" s2 WHERE s2."shop_id" = "staff"."shop_id" AND lower(s2."email") = lower("staff"."email"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_shop_email_key" ON "staff" USING btree ("shop_id","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_calendar_secret" ON "staff" USING btree ("calendar_secret_hash");