CREATE TABLE "catalog_collections" (
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"collection_id" text NOT NULL,
	CONSTRAINT "catalog_collections_shop_id_product_id_collection_id_pk" PRIMARY KEY("shop_id","product_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text,
	"shopify_updated_at" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "catalog_products_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_refreshes" (
	"shop_id" text NOT NULL,
	"target" text NOT NULL,
	"requested_at" bigint NOT NULL,
	"failures" bigint DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "catalog_refreshes_shop_id_target_pk" PRIMARY KEY("shop_id","target")
);
--> statement-breakpoint
ALTER TABLE "catalog_collections" ADD CONSTRAINT "catalog_collections_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_refreshes" ADD CONSTRAINT "catalog_refreshes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_collections_shop_collection" ON "catalog_collections" USING btree ("shop_id","collection_id");