DROP INDEX "check_ins_company_created_idx";--> statement-breakpoint
CREATE INDEX "objectives_list_idx" ON "objectives" USING btree ("company_id","cycle_id","level","title","id","status","confidence","team_id","owner_id");--> statement-breakpoint
CREATE INDEX "check_ins_company_created_idx" ON "check_ins" USING btree ("company_id","created_at","id");