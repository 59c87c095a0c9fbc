CREATE TYPE "public"."paid_via" AS ENUM('card', 'boleto', 'pix', 'settled');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'boleto');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" "payment_method" DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "boleto" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_via" "paid_via";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method" "payment_method" DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_payment_method" "payment_method";--> statement-breakpoint
UPDATE "payments" SET "paid_via" = CASE WHEN "status" = 'settled' THEN 'settled'::"paid_via" ELSE 'card'::"paid_via" END WHERE "paid_at" IS NOT NULL;