CREATE TABLE "key_result_risks" (
	"key_result_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"objective_id" uuid NOT NULL,
	"confidence" "confidence" NOT NULL,
	"progress" double precision NOT NULL,
	"title" text NOT NULL,
	"last_check_in_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "key_results_cycle_at_risk_idx";--> statement-breakpoint
DROP INDEX "key_results_cycle_recent_risk_idx";--> statement-breakpoint
DROP INDEX "key_results_cycle_pending_idx";--> statement-breakpoint
ALTER TABLE "key_result_risks" ADD CONSTRAINT "key_result_risks_key_result_id_key_results_id_fk" FOREIGN KEY ("key_result_id") REFERENCES "public"."key_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_risks" ADD CONSTRAINT "key_result_risks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_risks" ADD CONSTRAINT "key_result_risks_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_result_risks_cycle_worst_idx" ON "key_result_risks" USING btree ("cycle_id","confidence" DESC NULLS LAST,"progress","title");--> statement-breakpoint
CREATE INDEX "key_result_risks_cycle_recent_idx" ON "key_result_risks" USING btree ("cycle_id","last_check_in_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "key_results_cycle_pending_idx" ON "key_results" USING btree ("cycle_id","owner_id") WHERE "key_results"."objective_status" = 'active';
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Issue 24 part 3 (docs/decisions/0038-writes-that-do-not-bloat.md): the risk lists' order lives
-- in key_result_risks, so no index of key_results holds a column a check-in rewrites and the
-- check-in's update of its key result is HOT. A row exists exactly while its key result belongs
-- to an active objective of a cycle and its confidence is at_risk or off_track; this trigger
-- keeps it on every write of key_results (check-ins, edits, the objective's status and cycle
-- copied by key_results_copy_objective); a deleted key result's row goes by its foreign key.
CREATE FUNCTION "key_results_keep_risks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."objective_status" = 'active' AND NEW."cycle_id" IS NOT NULL
    AND NEW."confidence" IN ('at_risk', 'off_track') THEN
    INSERT INTO "key_result_risks" ("key_result_id", "company_id", "cycle_id", "objective_id",
        "confidence", "progress", "title", "last_check_in_at")
      VALUES (NEW."id", NEW."company_id", NEW."cycle_id", NEW."objective_id", NEW."confidence",
        NEW."progress", NEW."title", NEW."last_check_in_at")
      ON CONFLICT ("key_result_id") DO UPDATE SET "company_id" = EXCLUDED."company_id",
        "cycle_id" = EXCLUDED."cycle_id", "objective_id" = EXCLUDED."objective_id",
        "confidence" = EXCLUDED."confidence", "progress" = EXCLUDED."progress",
        "title" = EXCLUDED."title", "last_check_in_at" = EXCLUDED."last_check_in_at";
  ELSIF TG_OP = 'UPDATE' AND OLD."objective_status" = 'active' AND OLD."cycle_id" IS NOT NULL
    AND OLD."confidence" IN ('at_risk', 'off_track') THEN
    DELETE FROM "key_result_risks" WHERE "key_result_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "key_results_keep_risks"
AFTER INSERT OR UPDATE OF "objective_status", "cycle_id", "confidence", "progress", "title",
  "last_check_in_at", "objective_id", "company_id"
ON "key_results" FOR EACH ROW EXECUTE FUNCTION "key_results_keep_risks"();--> statement-breakpoint
INSERT INTO "key_result_risks" ("key_result_id", "company_id", "cycle_id", "objective_id",
    "confidence", "progress", "title", "last_check_in_at")
  SELECT "id", "company_id", "cycle_id", "objective_id", "confidence", "progress", "title",
    "last_check_in_at"
  FROM "key_results"
  WHERE "objective_status" = 'active' AND "cycle_id" IS NOT NULL
    AND "confidence" IN ('at_risk', 'off_track');--> statement-breakpoint
-- Its rows are rewritten by every check-in of a risky key result (not HOT: progress and the
-- check-in time are its index keys): vacuumed by churn, not size.
ALTER TABLE "key_result_risks" SET (autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_threshold = 500, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "key_result_risks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
