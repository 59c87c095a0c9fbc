ALTER TABLE "key_result_forecasts" ADD COLUMN "objective_id" uuid;--> statement-breakpoint
CREATE INDEX "key_result_forecasts_lowest_idx" ON "key_result_forecasts" USING btree ("cycle_id","progress","objective_id") WHERE "key_result_forecasts"."progress" is not null;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The company chart's lowest forecasts are read in order from key_result_forecasts_lowest_idx,
-- ties by this copy of the key result's objective: it must follow a key result that moves.
CREATE FUNCTION "key_results_move_forecast"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "key_result_forecasts" SET "objective_id" = NEW."objective_id"
    WHERE "key_result_id" = NEW."id" AND "objective_id" IS DISTINCT FROM NEW."objective_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "key_results_move_forecast" AFTER UPDATE OF "objective_id" ON "key_results"
  FOR EACH ROW WHEN (OLD."objective_id" IS DISTINCT FROM NEW."objective_id")
  EXECUTE FUNCTION "key_results_move_forecast"();--> statement-breakpoint
-- A refresh rewrites a forecast whose progress moved; progress is now an index key, so those
-- updates are not HOT: vacuumed by churn, not size (as key_result_risks).
ALTER TABLE "key_result_forecasts" SET (autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_threshold = 500, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
-- Last: after this UPDATE the table has pending trigger events, and PostgreSQL refuses to alter
-- it again in this transaction (so the column stays nullable; every write sets it).
UPDATE "key_result_forecasts" f SET "objective_id" = k."objective_id"
  FROM "key_results" k WHERE k."id" = f."key_result_id";
