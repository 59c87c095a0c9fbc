ALTER TABLE "key_results" ADD COLUMN "cycle_id" uuid;--> statement-breakpoint
ALTER TABLE "key_results" ADD COLUMN "objective_status" "objective_status";--> statement-breakpoint
ALTER TABLE "key_results" ADD CONSTRAINT "key_results_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_results_cycle_pending_idx" ON "key_results" USING btree ("cycle_id","owner_id","last_check_in_at") WHERE "key_results"."objective_status" = 'active';--> statement-breakpoint
CREATE INDEX "key_results_cycle_at_risk_idx" ON "key_results" USING btree ("cycle_id","confidence" DESC NULLS LAST,"progress","title") WHERE objective_status = 'active' and confidence in ('at_risk', 'off_track');--> statement-breakpoint
CREATE INDEX "key_results_cycle_recent_risk_idx" ON "key_results" USING btree ("cycle_id","last_check_in_at" DESC NULLS LAST) WHERE objective_status = 'active' and confidence in ('at_risk', 'off_track');--> statement-breakpoint
UPDATE "key_results" kr SET "cycle_id" = o."cycle_id", "objective_status" = o."status"
FROM "objectives" o WHERE o."id" = kr."objective_id";--> statement-breakpoint
-- A key result takes its objective's cycle and status however it is written (services, seeds,
-- imports), so the dashboard's cycle-scoped indexes never miss or keep a row.
CREATE FUNCTION "key_results_copy_objective"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o."cycle_id", o."status" INTO NEW."cycle_id", NEW."objective_status"
  FROM "objectives" o WHERE o."id" = NEW."objective_id";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "key_results_copy_objective" BEFORE INSERT OR UPDATE OF "objective_id", "cycle_id", "objective_status"
ON "key_results" FOR EACH ROW EXECUTE FUNCTION "key_results_copy_objective"();--> statement-breakpoint
CREATE FUNCTION "objectives_copy_to_key_results"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "key_results" SET "cycle_id" = NEW."cycle_id", "objective_status" = NEW."status"
  WHERE "objective_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "objectives_copy_to_key_results" AFTER UPDATE OF "cycle_id", "status" ON "objectives"
FOR EACH ROW WHEN (OLD."cycle_id" IS DISTINCT FROM NEW."cycle_id" OR OLD."status" IS DISTINCT FROM NEW."status")
EXECUTE FUNCTION "objectives_copy_to_key_results"();
