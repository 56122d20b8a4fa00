-- Hand-written (decision 143): stock_quantity was seeded but never used; today no product is counted.
UPDATE "products" SET "stock_quantity" = NULL;--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"order_id" text,
	"order_number" text,
	"on_hand_before" integer,
	"on_hand_after" integer,
	"reserved_before" integer NOT NULL,
	"reserved_after" integer NOT NULL,
	"by_name" text,
	"by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"tenant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_tenant_id_order_id_product_id_pk" PRIMARY KEY("tenant_id","order_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_level" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("tenant_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_reservations_product_idx" ON "stock_reservations" USING btree ("tenant_id","product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_ck" CHECK (("products"."stock_quantity" is null and "products"."stock_reserved" = 0) or ("products"."stock_reserved" >= 0 and "products"."stock_quantity" >= "products"."stock_reserved"));