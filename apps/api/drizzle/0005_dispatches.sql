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
ALTER TABLE "pickup_locations" ADD COLUMN "served_states" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD COLUMN "served_pincodes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatches_order_idx" ON "dispatches" USING btree ("tenant_id","order_id","created_at");--> statement-breakpoint
CREATE INDEX "dispatches_booked_idx" ON "dispatches" USING btree ("tenant_id","booked_on");