CREATE TABLE "order_imports" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"since" bigint NOT NULL,
	"cursor" text,
	"orders_imported" bigint DEFAULT 0 NOT NULL,
	"refunds_imported" bigint DEFAULT 0 NOT NULL,
	"orders_skipped" bigint DEFAULT 0 NOT NULL,
	"failures" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" bigint NOT NULL,
	"finished_at" bigint,
	"owner" text,
	"lease_until" bigint
);
--> statement-breakpoint
ALTER TABLE "order_imports" ADD CONSTRAINT "order_imports_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_imports_status_lease" ON "order_imports" USING btree ("status","lease_until");