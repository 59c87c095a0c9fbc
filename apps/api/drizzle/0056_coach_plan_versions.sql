CREATE TABLE "coach_plan_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_plan_versions" ADD CONSTRAINT "coach_plan_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objectives_cycle_restricted_idx" ON "objectives" USING btree ("cycle_id") WHERE "objectives"."private" or "objectives"."status" = 'draft';--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The coach's plan version moves with every change to an objective, a key result or a team name
-- but the columns check-ins write (TG_ARGV); a company being deleted takes its row with it.
CREATE OR REPLACE FUNCTION rumo_coach_plan_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - TG_ARGV) = (to_jsonb(OLD) - TG_ARGV) THEN
    RETURN NULL;
  END IF;
  company := CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
  IF NOT EXISTS (SELECT 1 FROM companies WHERE id = company) THEN
    RETURN NULL;
  END IF;
  INSERT INTO coach_plan_versions (company_id, version) VALUES (company, 1)
    ON CONFLICT (company_id) DO UPDATE SET version = coach_plan_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER coach_plan_changed AFTER INSERT OR UPDATE OR DELETE ON objectives
  FOR EACH ROW EXECUTE FUNCTION rumo_coach_plan_changed('progress', 'confidence', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER coach_plan_changed AFTER INSERT OR UPDATE OR DELETE ON key_results
  FOR EACH ROW EXECUTE FUNCTION rumo_coach_plan_changed('current_value', 'confidence', 'progress',
    'last_check_in_at', 'updated_at');
--> statement-breakpoint
CREATE TRIGGER coach_plan_changed AFTER UPDATE OF name ON teams
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION rumo_coach_plan_changed();
--> statement-breakpoint
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "coach_plan_versions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
