CREATE TABLE "key_result_check_in_weeks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_result_check_in_weeks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"cycle_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"week_start" timestamp with time zone NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "key_result_check_in_weeks" ADD CONSTRAINT "key_result_check_in_weeks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_result_check_in_weeks" ADD CONSTRAINT "key_result_check_in_weeks_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "key_result_check_in_weeks_cycle_idx" ON "key_result_check_in_weeks" USING btree ("cycle_id","owner_id","week_start");--> statement-breakpoint
CREATE INDEX "key_result_check_in_weeks_company_idx" ON "key_result_check_in_weeks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "objectives_cycle_private_idx" ON "objectives" USING btree ("cycle_id") WHERE "objectives"."private";
--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- The check-in week containing `at` (packages/shared/src/okr/week.ts, currentCheckInWeek): local
-- midnight of the latest check-in week day on or before `at`'s local date. '-infinity' for null
-- (never checked in). The dashboard's current week and the stored weeks both come from here;
-- check-in-weeks.int.test.ts compares it with the TypeScript rule.
CREATE FUNCTION "rumo_week_start_of"("at" timestamptz, "week_day" int, "tz" text)
RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "at" IS NULL THEN '-infinity'::timestamptz ELSE
    ((d - ((extract(dow from d)::int - "week_day" + 7) % 7))::timestamp AT TIME ZONE "tz") END
  FROM (SELECT ("at" AT TIME ZONE "tz")::date AS d) AS local_day
$$;--> statement-breakpoint
-- The same for a company, with its settings (defaults: DEFAULT_COMPANY_SETTINGS, checked by the test).
CREATE FUNCTION "rumo_company_week_start"("company" uuid, "at" timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT "rumo_week_start_of"("at", coalesce(s."check_in_week_day", 1),
    coalesce(s."time_zone", 'America/Sao_Paulo'))
  FROM (SELECT 1) AS one LEFT JOIN "company_settings" s ON s."company_id" = "company"
$$;--> statement-breakpoint
-- Adds `delta` to a (cycle, owner, week) count without ever waiting on another transaction: a row
-- another writer holds is skipped and a new one added (the count is the rows' sum), so concurrent
-- check-ins of one owner in batches of different objectives can never deadlock here.
CREATE FUNCTION "rumo_add_key_result_week"("company" uuid, "cycle" uuid, "owner" uuid,
  "week" timestamptz, "delta" int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  shard bigint;
  remaining int;
BEGIN
  SELECT w."id" INTO shard FROM "key_result_check_in_weeks" w
  WHERE w."cycle_id" = "cycle" AND w."owner_id" = "owner" AND w."week_start" = "week"
  LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF shard IS NULL THEN
    INSERT INTO "key_result_check_in_weeks" ("company_id", "cycle_id", "owner_id", "week_start", "n")
    VALUES ("company", "cycle", "owner", "week", "delta");
  ELSE
    UPDATE "key_result_check_in_weeks" SET "n" = "n" + "delta" WHERE "id" = shard
    RETURNING "n" INTO remaining;
    IF remaining = 0 THEN
      DELETE FROM "key_result_check_in_weeks" WHERE "id" = shard;
    END IF;
  END IF;
END $$;--> statement-breakpoint
-- Moves a key result between counts when its last check-in's week, cycle, owner or objective
-- status changes (check-ins written, edited or removed; key result created, moved or deleted;
-- objective archived, reopened or moved to another cycle, through key_results_copy_objective).
-- Only key results of active objectives count, as on the dashboard.
CREATE FUNCTION "key_results_count_check_in_weeks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_week timestamptz;
  new_week timestamptz;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."last_check_in_at" IS NOT DISTINCT FROM NEW."last_check_in_at"
    AND OLD."cycle_id" IS NOT DISTINCT FROM NEW."cycle_id" AND OLD."owner_id" = NEW."owner_id"
    AND OLD."objective_status" IS NOT DISTINCT FROM NEW."objective_status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."objective_status" = 'active' AND OLD."cycle_id" IS NOT NULL THEN
    old_week := "rumo_company_week_start"(OLD."company_id", OLD."last_check_in_at");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."objective_status" = 'active' AND NEW."cycle_id" IS NOT NULL THEN
    new_week := "rumo_company_week_start"(NEW."company_id", NEW."last_check_in_at");
  END IF;
  IF TG_OP = 'UPDATE' AND old_week IS NOT DISTINCT FROM new_week
    AND OLD."cycle_id" IS NOT DISTINCT FROM NEW."cycle_id" AND OLD."owner_id" = NEW."owner_id" THEN
    RETURN NULL;
  END IF;
  IF old_week IS NOT NULL THEN
    PERFORM "rumo_add_key_result_week"(OLD."company_id", OLD."cycle_id", OLD."owner_id", old_week, -1);
  END IF;
  IF new_week IS NOT NULL THEN
    PERFORM "rumo_add_key_result_week"(NEW."company_id", NEW."cycle_id", NEW."owner_id", new_week, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "key_results_count_check_in_weeks"
AFTER INSERT OR DELETE OR UPDATE OF "last_check_in_at", "cycle_id", "owner_id", "objective_status", "objective_id"
ON "key_results" FOR EACH ROW EXECUTE FUNCTION "key_results_count_check_in_weeks"();--> statement-breakpoint
-- Recounts one company's weeks (its check-in day or time zone changed: every week moves).
CREATE FUNCTION "rumo_recount_key_result_weeks"("company" uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "key_result_check_in_weeks" WHERE "company_id" = "company";
  INSERT INTO "key_result_check_in_weeks" ("company_id", "cycle_id", "owner_id", "week_start", "n")
  SELECT "company", kr."cycle_id", kr."owner_id",
    "rumo_company_week_start"("company", kr."last_check_in_at"), count(*)::int
  FROM "key_results" kr
  WHERE kr."company_id" = "company" AND kr."objective_status" = 'active' AND kr."cycle_id" IS NOT NULL
  GROUP BY 2, 3, 4;
$$;--> statement-breakpoint
CREATE FUNCTION "company_settings_recount_check_in_weeks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "rumo_recount_key_result_weeks"(OLD."company_id");
  ELSIF TG_OP = 'INSERT' OR OLD."check_in_week_day" IS DISTINCT FROM NEW."check_in_week_day"
    OR OLD."time_zone" IS DISTINCT FROM NEW."time_zone" THEN
    PERFORM "rumo_recount_key_result_weeks"(NEW."company_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "company_settings_recount_check_in_weeks"
AFTER INSERT OR DELETE OR UPDATE OF "check_in_week_day", "time_zone"
ON "company_settings" FOR EACH ROW EXECUTE FUNCTION "company_settings_recount_check_in_weeks"();--> statement-breakpoint
-- The counts of the key results already there.
INSERT INTO "key_result_check_in_weeks" ("company_id", "cycle_id", "owner_id", "week_start", "n")
SELECT kr."company_id", kr."cycle_id", kr."owner_id",
  "rumo_company_week_start"(kr."company_id", kr."last_check_in_at"), count(*)::int
FROM "key_results" kr
WHERE kr."objective_status" = 'active' AND kr."cycle_id" IS NOT NULL
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Company data behind the read cache (docs/decisions/0015-company-read-cache.md): writes move the version.
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "key_result_check_in_weeks"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
