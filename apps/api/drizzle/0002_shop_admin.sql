ALTER TABLE "company_settings" ADD COLUMN "license_valid_until" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "legal_notice" text;