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
ALTER TABLE "customers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "whatsapp_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_message_settings" ADD CONSTRAINT "shopper_message_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_messages" ADD CONSTRAINT "shopper_messages_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_messages_once_uq" ON "shopper_messages" USING btree ("tenant_id","order_id","event","event_key","channel");--> statement-breakpoint
CREATE INDEX "shopper_messages_queued_idx" ON "shopper_messages" USING btree ("tenant_id","created_at") WHERE status = 'queued';