ALTER TABLE "categories" ADD COLUMN "name_ta" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ta" text;--> statement-breakpoint
ALTER TABLE "flash_news" ADD COLUMN "title_ta" text;--> statement-breakpoint
ALTER TABLE "flash_news" ADD COLUMN "message_ta" text;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "description_ta" text;