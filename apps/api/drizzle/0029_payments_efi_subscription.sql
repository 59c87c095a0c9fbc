ALTER TABLE "payments" ADD COLUMN "efi_subscription_id" integer;--> statement-breakpoint
CREATE INDEX "payments_efi_subscription_idx" ON "payments" USING btree ("efi_subscription_id","efi_charge_id");