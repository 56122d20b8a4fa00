CREATE TABLE "bank_statements" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"file_name" text NOT NULL,
	"layout" text NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"credits" integer NOT NULL,
	"credits_added" integer NOT NULL,
	"total_credited_paise" bigint NOT NULL,
	"imported_by" text NOT NULL,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "statement_credits" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"statement_id" text NOT NULL,
	"utr" text NOT NULL,
	"date" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"narration" text NOT NULL,
	"reference" text,
	"matched_proof_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_credits_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "auto_verify_from_statement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "bank_match" text;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD COLUMN "bank_credit_id" text;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_tenant_id_statement_id_bank_statements_tenant_id_id_fk" FOREIGN KEY ("tenant_id","statement_id") REFERENCES "public"."bank_statements"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credits_utr_idx" ON "statement_credits" USING btree ("tenant_id","utr");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_credits_proof_idx" ON "statement_credits" USING btree ("tenant_id","matched_proof_id");--> statement-breakpoint
CREATE INDEX "statement_credits_date_idx" ON "statement_credits" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "payment_proofs_bank_match_idx" ON "payment_proofs" USING btree ("tenant_id","bank_match");