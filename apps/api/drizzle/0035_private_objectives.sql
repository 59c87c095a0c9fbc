CREATE TABLE "objective_viewers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"user_id" uuid,
	"team_id" uuid,
	CONSTRAINT "objective_viewers_one_target" CHECK (num_nonnulls("objective_viewers"."user_id", "objective_viewers"."team_id") = 1)
);
--> statement-breakpoint
DROP INDEX "objectives_list_idx";--> statement-breakpoint
ALTER TABLE "objectives" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "objective_viewers" ADD CONSTRAINT "objective_viewers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_viewers" ADD CONSTRAINT "objective_viewers_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_viewers" ADD CONSTRAINT "objective_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_viewers" ADD CONSTRAINT "objective_viewers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objective_viewers_objective_idx" ON "objective_viewers" USING btree ("objective_id","user_id","team_id");--> statement-breakpoint
CREATE INDEX "objectives_list_idx" ON "objectives" USING btree ("company_id","cycle_id","level","title","id","status","confidence","team_id","owner_id","private");--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "objective_viewers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
