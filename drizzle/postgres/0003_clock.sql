ALTER TABLE "staff" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "pin_failures" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "pin_failures_since" bigint;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "pin_locked_until" bigint;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "shift_id" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "break_started_at" bigint;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_open" ON "time_entries" USING btree ("staff_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "time_entries_shift" ON "time_entries" USING btree ("shift_id");