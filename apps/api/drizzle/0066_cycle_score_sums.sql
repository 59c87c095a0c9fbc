CREATE TABLE "cycle_group_score_sums" (
	"cycle_id" uuid NOT NULL,
	"team_id" uuid,
	"pillar_id" uuid,
	"company_id" uuid NOT NULL,
	"n" integer NOT NULL,
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
	CONSTRAINT "cycle_group_score_sums_key" UNIQUE NULLS NOT DISTINCT("cycle_id","team_id","pillar_id")
);
--> statement-breakpoint
CREATE TABLE "cycle_owner_score_sums" (
	"cycle_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"n" integer NOT NULL,
	"tenth_sum" integer NOT NULL,
	"average" numeric GENERATED ALWAYS AS (round(("tenth_sum"::float8 / 10 / nullif("n", 0))::numeric, 2)) STORED,
	CONSTRAINT "cycle_owner_score_sums_owner_id_cycle_id_pk" PRIMARY KEY("owner_id","cycle_id")
);
--> statement-breakpoint
ALTER TABLE "objective_key_result_sums" ADD COLUMN "cycle_id" uuid;--> statement-breakpoint
ALTER TABLE "objective_key_result_sums" ADD COLUMN "team_id" uuid;--> statement-breakpoint
ALTER TABLE "objective_key_result_sums" ADD COLUMN "pillar_id" uuid;--> statement-breakpoint
ALTER TABLE "objective_key_result_sums" ADD COLUMN "open_to_all" boolean;--> statement-breakpoint
-- custom SQL (keep when regenerating): the rows already there get their objective's fields.
UPDATE "objective_key_result_sums" s SET "cycle_id" = o."cycle_id", "team_id" = o."team_id",
  "pillar_id" = o."pillar_id", "open_to_all" = NOT o."private" AND o."status" <> 'draft'
FROM "objectives" o WHERE o."id" = s."objective_id";--> statement-breakpoint
-- Fires the deferred triggers of that update now (bump_company_data_version): a table with
-- pending trigger events cannot be altered.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "objective_key_result_sums" ALTER COLUMN "cycle_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "objective_key_result_sums" ALTER COLUMN "open_to_all" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cycle_group_score_sums" ADD CONSTRAINT "cycle_group_score_sums_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_group_score_sums" ADD CONSTRAINT "cycle_group_score_sums_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_owner_score_sums" ADD CONSTRAINT "cycle_owner_score_sums_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_owner_score_sums" ADD CONSTRAINT "cycle_owner_score_sums_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_owner_score_sums_page_idx" ON "cycle_owner_score_sums" USING btree ("cycle_id","average","name_key","owner_id");
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- As in key_result_sums, plus the objective's cycle, team, pillar and whether anyone may see it
-- (objectiveOpenToAll of objectives/visibility.repository.ts: neither private nor a draft).
CREATE OR REPLACE FUNCTION "rumo_refresh_key_result_sums"("ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
      o."cycle_id", o."team_id", o."pillar_id", NOT o."private" AND o."status" <> 'draft' AS "open_to_all",
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
    FROM t JOIN "objectives" o ON o."id" = t."objective_id"
    GROUP BY t."objective_id", t."owner_id", o."id"
  ),
  stale AS (
    DELETE FROM "objective_key_result_sums" o
    WHERE o."objective_id" = ANY("ids") AND NOT EXISTS (SELECT 1 FROM fresh
      WHERE fresh."objective_id" = o."objective_id" AND fresh."owner_id" = o."owner_id")
  )
  INSERT INTO "objective_key_result_sums" AS o
    ("objective_id", "owner_id", "company_id", "cycle_id", "team_id", "pillar_id", "open_to_all", "n", "scored", "by_person", "tenth_sum", "tenths_0", "tenths_1", "tenths_2", "tenths_3", "tenths_4", "tenths_5", "tenths_6", "tenths_7", "tenths_8", "tenths_9", "tenths_10")
  SELECT * FROM fresh ORDER BY "objective_id", "owner_id"
  ON CONFLICT ("objective_id", "owner_id") DO UPDATE SET "n" = excluded."n",
    "cycle_id" = excluded."cycle_id", "team_id" = excluded."team_id",
    "pillar_id" = excluded."pillar_id", "open_to_all" = excluded."open_to_all",
    "scored" = excluded."scored", "by_person" = excluded."by_person",
    "tenth_sum" = excluded."tenth_sum",
    "tenths_0" = excluded."tenths_0", "tenths_1" = excluded."tenths_1", "tenths_2" = excluded."tenths_2", "tenths_3" = excluded."tenths_3", "tenths_4" = excluded."tenths_4", "tenths_5" = excluded."tenths_5", "tenths_6" = excluded."tenths_6", "tenths_7" = excluded."tenths_7", "tenths_8" = excluded."tenths_8", "tenths_9" = excluded."tenths_9", "tenths_10" = excluded."tenths_10"
  WHERE (o."cycle_id", o."team_id", o."pillar_id", o."open_to_all", o."n", o."scored", o."by_person", o."tenth_sum", o."tenths_0", o."tenths_1", o."tenths_2", o."tenths_3", o."tenths_4", o."tenths_5", o."tenths_6", o."tenths_7", o."tenths_8", o."tenths_9", o."tenths_10")
    IS DISTINCT FROM (excluded."cycle_id", excluded."team_id", excluded."pillar_id", excluded."open_to_all", excluded."n", excluded."scored", excluded."by_person", excluded."tenth_sum", excluded."tenths_0", excluded."tenths_1", excluded."tenths_2", excluded."tenths_3", excluded."tenths_4", excluded."tenths_5", excluded."tenths_6", excluded."tenths_7", excluded."tenths_8", excluded."tenths_9", excluded."tenths_10");
END $$;--> statement-breakpoint
-- An objective moved to another cycle, team or pillar, made private or public, drafted or
-- published (also a team or pillar deleted: set null): its sums follow, and through them the
-- cycle's sums.
CREATE FUNCTION "objectives_copy_to_key_result_sums"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "objective_key_result_sums" SET "cycle_id" = NEW."cycle_id", "team_id" = NEW."team_id",
    "pillar_id" = NEW."pillar_id", "open_to_all" = NOT NEW."private" AND NEW."status" <> 'draft'
  WHERE "objective_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "objectives_copy_to_key_result_sums"
AFTER UPDATE OF "cycle_id", "team_id", "pillar_id", "private", "status" ON "objectives"
FOR EACH ROW WHEN (OLD."cycle_id" IS DISTINCT FROM NEW."cycle_id"
  OR OLD."team_id" IS DISTINCT FROM NEW."team_id" OR OLD."pillar_id" IS DISTINCT FROM NEW."pillar_id"
  OR (NOT OLD."private" AND OLD."status" <> 'draft') IS DISTINCT FROM (NOT NEW."private" AND NEW."status" <> 'draft'))
EXECUTE FUNCTION "objectives_copy_to_key_result_sums"();--> statement-breakpoint
-- Adds the rows `added` and takes away the rows `removed` (objectives anyone may see only) from
-- their cycles' sums, in key order so two writers lock shared rows in the same order; rows that
-- reach zero go. Cycles or companies being deleted are skipped (their sums go with them).
CREATE FUNCTION "rumo_roll_up_cycle_score_sums"("added" "objective_key_result_sums"[],
  "removed" "objective_key_result_sums"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "emptied_cycles" uuid[];
  "emptied_owners" uuid[];
BEGIN
  WITH d AS (
    SELECT a.*, 1 AS "sign" FROM unnest("added") a WHERE a."open_to_all"
    UNION ALL
    SELECT r.*, -1 AS "sign" FROM unnest("removed") r WHERE r."open_to_all"
  ),
  live AS (
    SELECT d.* FROM d WHERE EXISTS (SELECT 1 FROM "cycles" c JOIN "companies" co ON co."id" = c."company_id"
      WHERE c."id" = d."cycle_id")
  ),
  g AS (
    INSERT INTO "cycle_group_score_sums" AS s ("cycle_id", "team_id", "pillar_id", "company_id", "n", "by_person", "tenth_sum", "tenths_0", "tenths_1", "tenths_2", "tenths_3", "tenths_4", "tenths_5", "tenths_6", "tenths_7", "tenths_8", "tenths_9", "tenths_10")
    SELECT "cycle_id", "team_id", "pillar_id", min("company_id"::text)::uuid,
      sum("sign" * "n"), sum("sign" * "by_person"), sum("sign" * "tenth_sum"),
      sum("sign" * "tenths_0"), sum("sign" * "tenths_1"), sum("sign" * "tenths_2"), sum("sign" * "tenths_3"), sum("sign" * "tenths_4"), sum("sign" * "tenths_5"), sum("sign" * "tenths_6"), sum("sign" * "tenths_7"), sum("sign" * "tenths_8"), sum("sign" * "tenths_9"), sum("sign" * "tenths_10")
    FROM live GROUP BY "cycle_id", "team_id", "pillar_id"
    -- A change that moves nothing (a score's scorer and tenth kept) locks no shared row.
    HAVING sum("sign" * "n") <> 0 OR sum("sign" * "by_person") <> 0 OR sum("sign" * "tenth_sum") <> 0
      OR sum("sign" * "tenths_0") <> 0 OR sum("sign" * "tenths_1") <> 0 OR sum("sign" * "tenths_2") <> 0 OR sum("sign" * "tenths_3") <> 0 OR sum("sign" * "tenths_4") <> 0 OR sum("sign" * "tenths_5") <> 0 OR sum("sign" * "tenths_6") <> 0 OR sum("sign" * "tenths_7") <> 0 OR sum("sign" * "tenths_8") <> 0 OR sum("sign" * "tenths_9") <> 0 OR sum("sign" * "tenths_10") <> 0
    ORDER BY "cycle_id", "team_id", "pillar_id"
    ON CONFLICT ON CONSTRAINT "cycle_group_score_sums_key" DO UPDATE SET "n" = s."n" + excluded."n",
      "by_person" = s."by_person" + excluded."by_person", "tenth_sum" = s."tenth_sum" + excluded."tenth_sum",
      "tenths_0" = s."tenths_0" + excluded."tenths_0", "tenths_1" = s."tenths_1" + excluded."tenths_1", "tenths_2" = s."tenths_2" + excluded."tenths_2", "tenths_3" = s."tenths_3" + excluded."tenths_3", "tenths_4" = s."tenths_4" + excluded."tenths_4", "tenths_5" = s."tenths_5" + excluded."tenths_5", "tenths_6" = s."tenths_6" + excluded."tenths_6", "tenths_7" = s."tenths_7" + excluded."tenths_7", "tenths_8" = s."tenths_8" + excluded."tenths_8", "tenths_9" = s."tenths_9" + excluded."tenths_9", "tenths_10" = s."tenths_10" + excluded."tenths_10"
    RETURNING s."cycle_id", s."n"
  ),
  o AS (
    INSERT INTO "cycle_owner_score_sums" AS s ("cycle_id", "owner_id", "company_id", "name_key", "n", "tenth_sum")
    SELECT "cycle_id", "owner_id", min("company_id"::text)::uuid,
      (SELECT lower(u."name") FROM "users" u WHERE u."id" = live."owner_id"),
      sum("sign" * "n"), sum("sign" * "tenth_sum")
    FROM live GROUP BY "cycle_id", "owner_id"
    HAVING sum("sign" * "n") <> 0 OR sum("sign" * "tenth_sum") <> 0
    ORDER BY "cycle_id", "owner_id"
    ON CONFLICT ("cycle_id", "owner_id") DO UPDATE SET "n" = s."n" + excluded."n",
      "tenth_sum" = s."tenth_sum" + excluded."tenth_sum"
    RETURNING s."cycle_id", s."owner_id", s."n"
  )
  SELECT ARRAY(SELECT "cycle_id" FROM g WHERE "n" = 0 UNION SELECT "cycle_id" FROM o WHERE "n" = 0),
    ARRAY(SELECT "owner_id" FROM o WHERE "n" = 0)
  INTO "emptied_cycles", "emptied_owners";
  IF cardinality("emptied_cycles") > 0 THEN
    DELETE FROM "cycle_group_score_sums" WHERE "cycle_id" = ANY("emptied_cycles") AND "n" = 0;
    DELETE FROM "cycle_owner_score_sums"
    WHERE "cycle_id" = ANY("emptied_cycles") AND "owner_id" = ANY("emptied_owners") AND "n" = 0;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "objective_key_result_sums_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows of a transition table are records: ROW(r.*) gives them the table's type back.
  IF TG_OP = 'INSERT' THEN
    PERFORM "rumo_roll_up_cycle_score_sums"(
      ARRAY(SELECT ROW(r.*)::"objective_key_result_sums" FROM "new_rows" r), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rumo_roll_up_cycle_score_sums"('{}',
      ARRAY(SELECT ROW(r.*)::"objective_key_result_sums" FROM "old_rows" r));
  ELSE
    PERFORM "rumo_roll_up_cycle_score_sums"(
      ARRAY(SELECT ROW(r.*)::"objective_key_result_sums" FROM "new_rows" r),
      ARRAY(SELECT ROW(r.*)::"objective_key_result_sums" FROM "old_rows" r));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "objective_key_result_sums_roll_up_insert" AFTER INSERT ON "objective_key_result_sums"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "objective_key_result_sums_roll_up"();--> statement-breakpoint
CREATE TRIGGER "objective_key_result_sums_roll_up_update" AFTER UPDATE ON "objective_key_result_sums"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "objective_key_result_sums_roll_up"();--> statement-breakpoint
CREATE TRIGGER "objective_key_result_sums_roll_up_delete" AFTER DELETE ON "objective_key_result_sums"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "objective_key_result_sums_roll_up"();--> statement-breakpoint
-- A person renamed: their place in the report's people follows.
CREATE FUNCTION "users_copy_to_cycle_owner_score_sums"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cycle_owner_score_sums" SET "name_key" = lower(NEW."name") WHERE "owner_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_copy_to_cycle_owner_score_sums" AFTER UPDATE OF "name" ON "users"
FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
EXECUTE FUNCTION "users_copy_to_cycle_owner_score_sums"();--> statement-breakpoint
-- The sums of the cycles already there.
SELECT "rumo_roll_up_cycle_score_sums"(ARRAY(SELECT s FROM "objective_key_result_sums" s), '{}');
--> statement-breakpoint
-- Every table holding company data moves the company's data version (decision 0015); after the
-- sums above, so the migration leaves no deferred trigger events behind.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "cycle_group_score_sums"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "cycle_owner_score_sums"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
