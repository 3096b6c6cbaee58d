CREATE TABLE "overdue_alerts" (
	"entry_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_changes" (
	"shop_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"shift_id" text NOT NULL,
	"was_starts_at" bigint NOT NULL,
	"was_ends_at" bigint NOT NULL,
	"due_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "schedule_changes_staff_id_shift_id_pk" PRIMARY KEY("staff_id","shift_id")
);
--> statement-breakpoint
CREATE TABLE "shift_reminders" (
	"shift_id" text NOT NULL,
	"starts_at" bigint NOT NULL,
	"shop_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "shift_reminders_shift_id_starts_at_pk" PRIMARY KEY("shift_id","starts_at")
);
--> statement-breakpoint
ALTER TABLE "overdue_alerts" ADD CONSTRAINT "overdue_alerts_entry_id_time_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overdue_alerts" ADD CONSTRAINT "overdue_alerts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_reminders" ADD CONSTRAINT "shift_reminders_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_reminders" ADD CONSTRAINT "shift_reminders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_changes_due" ON "schedule_changes" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "time_entries_open_start" ON "time_entries" USING btree ("started_at") WHERE ended_at is null;