ALTER TABLE "leads" ADD COLUMN "owner_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_staff_id_staff_users_id_fk" FOREIGN KEY ("owner_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");