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
ALTER TABLE "tally_settings" ADD CONSTRAINT "tally_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;