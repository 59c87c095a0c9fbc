CREATE TABLE "objective_key_result_sums" (
	"objective_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"scored" integer NOT NULL,
	"by_person" integer NOT NULL,
	"tenth_sum" integer NOT NULL,
	"tenths_0" integer NOT NULL,
	"tenths_1" integer NOT NULL,
	"tenths_2" integer NOT NULL,
	"tenths_3" integer NOT NULL,
	"tenths_4" integer NOT NULL,
	"tenths_5" integer NOT NULL,
	"tenths_6" integer NOT NULL,
	"tenths_7" integer NOT NULL,
	"tenths_8" integer NOT NULL,
	"tenths_9" integer NOT NULL,
	"tenths_10" integer NOT NULL,
	CONSTRAINT "objective_key_result_sums_objective_id_owner_id_pk" PRIMARY KEY("objective_id","owner_id")
);
--> statement-breakpoint
ALTER TABLE "objective_key_result_sums" ADD CONSTRAINT "objective_key_result_sums_objective_id_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objective_key_result_sums" ADD CONSTRAINT "objective_key_result_sums_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objective_key_result_sums_company_idx" ON "objective_key_result_sums" USING btree ("company_id");
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The suggested score of a key result at `progress` (suggestScore of
-- packages/shared/src/cycle-close/score.ts: clamp to 0–100, tenths, halves up, in float8 as
-- JavaScript computes it; cycle-report.int.test.ts holds the two to the same answers).
CREATE FUNCTION "rumo_suggested_score"("progress" float8) RETURNS float8
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((CASE WHEN least(100, greatest(0, "progress"))::float8 / 10 < 0.5 THEN 0
    ELSE floor(least(100, greatest(0, "progress"))::float8 / 10 + 0.5) END) / 10)::float8
$$;--> statement-breakpoint
-- Brings the sums of the objectives `ids` in line with their key results and scores. Locks the
-- objectives first (id order, like batches of check-ins, decision 0022) so two writers of one
-- objective sum one after the other, each over what the other committed.
CREATE FUNCTION "rumo_refresh_key_result_sums"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN RETURN; END IF;
  PERFORM 1 FROM "objectives" WHERE "id" = ANY("ids") ORDER BY "id" FOR NO KEY UPDATE;
  WITH t AS (
    SELECT k."objective_id", k."owner_id", k."company_id", s."id" IS NOT NULL AS "scored",
      s."scored_by" IS NOT NULL AS "by_person",
      round(coalesce(s."score", "rumo_suggested_score"(k."progress")) * 10)::int AS "tenth"
    FROM "key_results" k
    LEFT JOIN "key_result_scores" s ON s."key_result_id" = k."id"
    WHERE k."objective_id" = ANY("ids")
  ),
  fresh AS (
    SELECT t."objective_id", t."owner_id", min(t."company_id"::text)::uuid AS "company_id",
      count(*)::int AS "n", count(*) FILTER (WHERE t."scored")::int AS "scored",
      count(*) FILTER (WHERE t."by_person")::int AS "by_person", sum(t."tenth")::int AS "tenth_sum",
      count(*) FILTER (WHERE t.tenth = 0)::int AS "tenths_0",
      count(*) FILTER (WHERE t.tenth = 1)::int AS "tenths_1",
      count(*) FILTER (WHERE t.tenth = 2)::int AS "tenths_2",
      count(*) FILTER (WHERE t.tenth = 3)::int AS "tenths_3",
      count(*) FILTER (WHERE t.tenth = 4)::int AS "tenths_4",
      count(*) FILTER (WHERE t.tenth = 5)::int AS "tenths_5",
      count(*) FILTER (WHERE t.tenth = 6)::int AS "tenths_6",
      count(*) FILTER (WHERE t.tenth = 7)::int AS "tenths_7",
      count(*) FILTER (WHERE t.tenth = 8)::int AS "tenths_8",
      count(*) FILTER (WHERE t.tenth = 9)::int AS "tenths_9",
      count(*) FILTER (WHERE t.tenth = 10)::int AS "tenths_10"
    FROM t GROUP BY t."objective_id", t."owner_id"
  ),
  stale AS (
    DELETE FROM "objective_key_result_sums" o
    WHERE o."objective_id" = ANY("ids") AND NOT EXISTS (SELECT 1 FROM fresh
      WHERE fresh."objective_id" = o."objective_id" AND fresh."owner_id" = o."owner_id")
  )
  INSERT INTO "objective_key_result_sums" AS o
    ("objective_id", "owner_id", "company_id", "n", "scored", "by_person", "tenth_sum", "tenths_0", "tenths_1", "tenths_2", "tenths_3", "tenths_4", "tenths_5", "tenths_6", "tenths_7", "tenths_8", "tenths_9", "tenths_10")
  SELECT * FROM fresh ORDER BY "objective_id", "owner_id"
  ON CONFLICT ("objective_id", "owner_id") DO UPDATE SET "n" = excluded."n",
    "scored" = excluded."scored", "by_person" = excluded."by_person",
    "tenth_sum" = excluded."tenth_sum",
    "tenths_0" = excluded."tenths_0", "tenths_1" = excluded."tenths_1", "tenths_2" = excluded."tenths_2", "tenths_3" = excluded."tenths_3", "tenths_4" = excluded."tenths_4", "tenths_5" = excluded."tenths_5", "tenths_6" = excluded."tenths_6", "tenths_7" = excluded."tenths_7", "tenths_8" = excluded."tenths_8", "tenths_9" = excluded."tenths_9", "tenths_10" = excluded."tenths_10"
  WHERE (o."n", o."scored", o."by_person", o."tenth_sum", o."tenths_0", o."tenths_1", o."tenths_2", o."tenths_3", o."tenths_4", o."tenths_5", o."tenths_6", o."tenths_7", o."tenths_8", o."tenths_9", o."tenths_10")
    IS DISTINCT FROM (excluded."n", excluded."scored", excluded."by_person", excluded."tenth_sum", excluded."tenths_0", excluded."tenths_1", excluded."tenths_2", excluded."tenths_3", excluded."tenths_4", excluded."tenths_5", excluded."tenths_6", excluded."tenths_7", excluded."tenths_8", excluded."tenths_9", excluded."tenths_10");
END $$;--> statement-breakpoint
-- Statement triggers with transition tables: one refresh per statement, over the objectives whose
-- key results were added, removed, or changed progress, owner or objective.
CREATE FUNCTION "key_results_refresh_sums"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rumo_refresh_key_result_sums"(ARRAY(SELECT DISTINCT "objective_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rumo_refresh_key_result_sums"(ARRAY(SELECT DISTINCT "objective_id" FROM "old_rows"));
  ELSE
    PERFORM "rumo_refresh_key_result_sums"(ARRAY(
      SELECT o."objective_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE o."progress" IS DISTINCT FROM n."progress" OR o."owner_id" <> n."owner_id"
        OR o."objective_id" <> n."objective_id"
      UNION
      SELECT n."objective_id" FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE o."owner_id" <> n."owner_id" OR o."objective_id" <> n."objective_id"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "key_results_refresh_sums_insert" AFTER INSERT ON "key_results"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "key_results_refresh_sums"();--> statement-breakpoint
CREATE TRIGGER "key_results_refresh_sums_update" AFTER UPDATE ON "key_results"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "key_results_refresh_sums"();--> statement-breakpoint
CREATE TRIGGER "key_results_refresh_sums_delete" AFTER DELETE ON "key_results"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "key_results_refresh_sums"();--> statement-breakpoint
-- A score added, changed or removed: its key result's objective (none left when the key result
-- itself was deleted: its own trigger refreshes it).
CREATE FUNCTION "key_result_scores_refresh_sums"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rumo_refresh_key_result_sums"(ARRAY(SELECT DISTINCT k."objective_id"
      FROM "new_rows" s JOIN "key_results" k ON k."id" = s."key_result_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rumo_refresh_key_result_sums"(ARRAY(SELECT DISTINCT k."objective_id"
      FROM "old_rows" s JOIN "key_results" k ON k."id" = s."key_result_id"));
  ELSE
    PERFORM "rumo_refresh_key_result_sums"(ARRAY(SELECT DISTINCT k."objective_id"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      JOIN "key_results" k ON k."id" IN (o."key_result_id", n."key_result_id")
      WHERE o."score" IS DISTINCT FROM n."score" OR o."scored_by" IS DISTINCT FROM n."scored_by"
        OR o."key_result_id" <> n."key_result_id"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "key_result_scores_refresh_sums_insert" AFTER INSERT ON "key_result_scores"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "key_result_scores_refresh_sums"();--> statement-breakpoint
CREATE TRIGGER "key_result_scores_refresh_sums_update" AFTER UPDATE ON "key_result_scores"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "key_result_scores_refresh_sums"();--> statement-breakpoint
CREATE TRIGGER "key_result_scores_refresh_sums_delete" AFTER DELETE ON "key_result_scores"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "key_result_scores_refresh_sums"();--> statement-breakpoint
-- The sums of the key results already there.
SELECT "rumo_refresh_key_result_sums"(ARRAY(SELECT DISTINCT "objective_id" FROM "key_results"));--> statement-breakpoint
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "objective_key_result_sums"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
