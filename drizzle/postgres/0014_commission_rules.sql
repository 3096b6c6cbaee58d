CREATE TABLE "commission_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"name" text,
	"product_ids" text NOT NULL,
	"variant_ids" text NOT NULL,
	"collection_ids" text NOT NULL,
	"vendors" text NOT NULL,
	"product_types" text NOT NULL,
	"skus" text NOT NULL,
	"staff_ids" text NOT NULL,
	"rate_bp" bigint,
	"amount_per_unit_cents" bigint,
	"starts_on" text,
	"ends_on" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissions" ALTER COLUMN "rate_bp" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "lines" text;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rules_shop_created" ON "commission_rules" USING btree ("shop_id","created_at","id");