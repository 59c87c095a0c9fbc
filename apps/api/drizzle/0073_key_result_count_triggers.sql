-- custom SQL (keep when regenerating)
-- An objective's key result count, kept on write: every read of an objective (the list's page,
-- the detail, the tree) counted its key results with a subquery per row, about a quarter of the
-- list's PostgreSQL time on a cache miss. A key result is added, removed or moved rarely (never by
-- a check-in), so those writes recount the objectives they touched; a recount, not a delta, so the
-- column can never drift from the rows.
CREATE FUNCTION "rumo_recount_key_results"("objective_ids" uuid[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE "objectives" o SET "key_result_count" = c."n"
  FROM (SELECT i."id", (SELECT count(*)::int FROM "key_results" k WHERE k."objective_id" = i."id") AS "n"
        FROM unnest("objective_ids") AS i("id")) c
  WHERE o."id" = c."id" AND o."key_result_count" <> c."n"
$$;
--> statement-breakpoint
CREATE FUNCTION "key_results_recount_objectives"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rumo_recount_key_results"(ARRAY(SELECT DISTINCT "objective_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rumo_recount_key_results"(ARRAY(SELECT DISTINCT "objective_id" FROM "old_rows"));
  ELSE
    PERFORM "rumo_recount_key_results"(ARRAY[OLD."objective_id", NEW."objective_id"]);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "key_results_recount_insert" AFTER INSERT ON "key_results"
  REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "key_results_recount_objectives"();
--> statement-breakpoint
CREATE TRIGGER "key_results_recount_delete" AFTER DELETE ON "key_results"
  REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "key_results_recount_objectives"();
--> statement-breakpoint
-- A row trigger: PostgreSQL refuses transition tables on a trigger with a column list, and a
-- statement trigger on every update would run on every check-in.
CREATE TRIGGER "key_results_recount_move" AFTER UPDATE OF "objective_id" ON "key_results"
  FOR EACH ROW WHEN (OLD."objective_id" IS DISTINCT FROM NEW."objective_id")
  EXECUTE FUNCTION "key_results_recount_objectives"();
--> statement-breakpoint
UPDATE "objectives" o SET "key_result_count" = c."n"
FROM (SELECT "objective_id", count(*)::int AS "n" FROM "key_results" GROUP BY "objective_id") c
WHERE o."id" = c."objective_id";
--> statement-breakpoint
-- The count is no part of the coach's plan (the key results' own trigger covers them).
DROP TRIGGER coach_plan_changed ON objectives;
--> statement-breakpoint
CREATE TRIGGER coach_plan_changed AFTER INSERT OR DELETE OR UPDATE OF
    id, company_id, cycle_id, title, description, level, team_id, owner_id, parent_objective_id,
    pillar_id, status, result, closing_comment, closed_at, created_at, private, approval,
    approval_note, submitted_at, submitted_by_id, reviewed_at, reviewed_by_id, reopen_status
  ON objectives
  FOR EACH ROW EXECUTE FUNCTION rumo_coach_plan_changed('progress', 'confidence', 'updated_at',
    'key_result_count');
