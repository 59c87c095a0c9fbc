ALTER TABLE "subscriptions" ADD COLUMN "efi_next_execution" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "efi_mismatch_at" timestamp with time zone;