DROP INDEX "invoices_payment_id_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reissue_of" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reissue_of_invoices_id_fk" FOREIGN KEY ("reissue_of") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_reissue_of_idx" ON "invoices" USING btree ("reissue_of");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_id_idx" ON "invoices" USING btree ("payment_id") WHERE "invoices"."reissue_of" is null;