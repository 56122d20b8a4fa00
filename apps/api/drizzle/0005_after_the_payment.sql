-- Hand-written (decision 143): stock_quantity was seeded but never used; today no product is counted.
UPDATE "products" SET "stock_quantity" = NULL;--> statement-breakpoint
CREATE TABLE "dispatches" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text DEFAULT 'transport' NOT NULL,
	"transport_provider_id" text,
	"transport_name" text,
	"lr_number" text,
	"booked_on" text NOT NULL,
	"cases" integer NOT NULL,
	"freight_mode" text,
	"freight_paise" integer,
	"branch_id" text,
	"branch" jsonb,
	"eway_bill_number" text,
	"lr_copy_key" text,
	"lr_copy_type" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
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
CREATE TABLE "shopper_message_settings" (
	"tenant_id" text NOT NULL,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	"msg91_auth_key" text,
	"msg91_sender" text,
	"sms_template_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"whatsapp_enabled" boolean DEFAULT false NOT NULL,
	"whatsapp_phone_number_id" text,
	"whatsapp_token" text,
	"whatsapp_template_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_message_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "shopper_messages" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"event" text NOT NULL,
	"event_key" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"phone" text NOT NULL,
	"params" jsonb NOT NULL,
	"template" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"job_queued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD COLUMN "served_states" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD COLUMN "served_pincodes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_level" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "whatsapp_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_message_settings" ADD CONSTRAINT "shopper_message_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatches_order_idx" ON "dispatches" USING btree ("tenant_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "dispatches_booked_idx" ON "dispatches" USING btree ("tenant_id","booked_on");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("tenant_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_reservations_product_idx" ON "stock_reservations" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_messages_once_uq" ON "shopper_messages" USING btree ("tenant_id","order_id","event","event_key","channel");--> statement-breakpoint
CREATE INDEX "shopper_messages_queued_idx" ON "shopper_messages" USING btree ("tenant_id","created_at") WHERE status = 'queued';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_ck" CHECK (("products"."stock_quantity" is null and "products"."stock_reserved" = 0) or ("products"."stock_reserved" >= 0 and "products"."stock_quantity" >= "products"."stock_reserved"));