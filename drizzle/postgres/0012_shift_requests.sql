CREATE TABLE "shift_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"shift_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"from_staff_id" text,
	"to_staff_id" text,
	"note" text,
	"reason" text,
	"expires_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"decided_at" bigint,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"staff_id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"document" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shifts" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "shift_requests_need_approval" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_from_staff_id_staff_id_fk" FOREIGN KEY ("from_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_requests" ADD CONSTRAINT "shift_requests_to_staff_id_staff_id_fk" FOREIGN KEY ("to_staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_requests_shop_created" ON "shift_requests" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shift_requests_shift_status" ON "shift_requests" USING btree ("shift_id","status");--> statement-breakpoint
CREATE INDEX "shift_requests_due" ON "shift_requests" USING btree ("status","expires_at");