CREATE TABLE "billing_email_log" (
	"key" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "status_entry_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_end" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "efi_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "billing_email_log_subscription_idx" ON "billing_email_log" USING btree ("subscription_id");