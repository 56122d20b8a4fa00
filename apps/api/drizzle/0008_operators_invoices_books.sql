CREATE TABLE "tally_settings" (
	"tenant_id" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"sales_ledger" text NOT NULL,
	"cgst_ledger" text NOT NULL,
	"sgst_ledger" text NOT NULL,
	"igst_ledger" text NOT NULL,
	"round_off_ledger" text NOT NULL,
	"party_mode" text DEFAULT 'fixed' NOT NULL,
	"party_ledger" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tally_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"totp_secret" text,
	"totp_last_step" integer,
	"totp_pending_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" text NOT NULL,
	"pending_step" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_sessions" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" text NOT NULL,
	"operator_email" text NOT NULL,
	"operator_name" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "support_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"tenant_id" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"next_sequence" integer NOT NULL,
	CONSTRAINT "document_counters_tenant_id_series_financial_year_pk" PRIMARY KEY("tenant_id","series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"order_item_id" text,
	"product_id" text,
	"credited_position" integer,
	"description" text NOT NULL,
	"description_ta" text,
	"hsn" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"rate_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"taxable_paise" integer NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "invoice_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoice_lines_kind_ck" CHECK ("invoice_lines"."kind" in ('goods', 'packing')),
	CONSTRAINT "invoice_lines_total_ck" CHECK ("invoice_lines"."total_paise" = "invoice_lines"."taxable_paise" + "invoice_lines"."cgst_paise" + "invoice_lines"."sgst_paise" + "invoice_lines"."igst_paise")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" text,
	"against_invoice_id" text,
	"reason" text,
	"buyer_name" text NOT NULL,
	"buyer_address" text NOT NULL,
	"buyer_state_code" text NOT NULL,
	"buyer_gstin" text,
	"buyer_phone" text,
	"place_of_supply_code" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"prices_include_tax" boolean DEFAULT true NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"round_off_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"footer_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoices_kind_ck" CHECK ("invoices"."kind" in ('tax_invoice', 'bill_of_supply', 'credit_note')),
	CONSTRAINT "invoices_series_ck" CHECK (("invoices"."series" = 'credit_note') = ("invoices"."kind" = 'credit_note') and "invoices"."series" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_number_ck" CHECK ("invoices"."number" ~ '^[A-Za-z0-9/-]{1,16}$'),
	CONSTRAINT "invoices_total_ck" CHECK ("invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" + "invoices"."round_off_paise")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "gst_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "tax_state" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "default_hsn" text DEFAULT '3604' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "default_gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "prices_include_gst" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "invoice_prefix" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "invoice_footer" text;--> statement-breakpoint
ALTER TABLE "tally_settings" ADD CONSTRAINT "tally_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_sessions" ADD CONSTRAINT "platform_sessions_operator_id_platform_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."platform_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_against_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","against_invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_operators_email_uq" ON "platform_operators" USING btree ("email");--> statement-breakpoint
CREATE INDEX "platform_sessions_operator_idx" ON "platform_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_sessions_token_uq" ON "support_sessions" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_uq" ON "invoice_lines" USING btree ("tenant_id","invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_uq" ON "invoices" USING btree ("tenant_id","series","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_uq" ON "invoices" USING btree ("tenant_id","order_id") WHERE "invoices"."series" = 'invoice';--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("tenant_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_against_idx" ON "invoices" USING btree ("tenant_id","against_invoice_id");