CREATE TABLE "time_off" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"staff_id" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"decided_at" bigint,
	"decided_by" text,
	"decision_reason" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_off" ADD CONSTRAINT "time_off_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_off_shop_start" ON "time_off" USING btree ("shop_id","starts_on","id");--> statement-breakpoint
CREATE INDEX "time_off_staff_status_start" ON "time_off" USING btree ("staff_id","status","starts_on");