CREATE TABLE "shop_domains" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"host" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"verification_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_sms_daily" (
	"tenant_id" text NOT NULL,
	"day" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_sms_daily_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "sms_per_day" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "max_products" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "storage_bytes" bigint;--> statement-breakpoint
ALTER TABLE "shop_domains" ADD CONSTRAINT "shop_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_sms_daily" ADD CONSTRAINT "shop_sms_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_domains_host_uq" ON "shop_domains" USING btree ("host");--> statement-breakpoint
CREATE INDEX "shop_domains_tenant_idx" ON "shop_domains" USING btree ("tenant_id");--> statement-breakpoint
-- HAND-WRITTEN (plat-core, decision 151): a shop switched off before shops had a lifecycle is suspended,
-- not active (is_active stays, kept in step with status by changeShopStatus).
UPDATE "tenants" SET "status" = 'suspended', "status_changed_at" = now() WHERE "is_active" = false;
