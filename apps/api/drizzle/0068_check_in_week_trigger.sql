-- custom SQL (keep when regenerating)
-- The check-in week trigger cost 80 µs of every check-in, two calls of rumo_company_week_start,
-- each a SQL function PostgreSQL cannot inline (it reads company_settings), calling another it
-- could not inline either (its FROM). Now the week rule is one expression the planner inlines,
-- the company's settings are read once per row by the trigger, and the defaults stay in one place.

-- The check-in week containing `at` (packages/shared/src/okr/week.ts, currentCheckInWeek): local
-- midnight of the latest check-in week day on or before `at`'s local date. '-infinity' for null
-- (never checked in). Written as one expression, without FROM, so callers inline it.
CREATE OR REPLACE FUNCTION "rumo_week_start_of"("at" timestamptz, "week_day" int, "tz" text)
RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN "at" IS NULL THEN '-infinity'::timestamptz ELSE
    ((("at" AT TIME ZONE "tz")::date
      - ((extract(dow from ("at" AT TIME ZONE "tz")::date)::int - "week_day" + 7) % 7))::timestamp
      AT TIME ZONE "tz") END
$$;--> statement-breakpoint
-- A company's check-in week day and time zone, with the defaults (DEFAULT_COMPANY_SETTINGS,
-- checked by check-in-weeks.int.test.ts) for a company without settings.
CREATE FUNCTION "rumo_company_week_rule"("company" uuid)
RETURNS TABLE ("week_day" int, "tz" text) LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(s."check_in_week_day", 1), coalesce(s."time_zone", 'America/Sao_Paulo')
  FROM (SELECT 1) AS one LEFT JOIN "company_settings" s ON s."company_id" = "company"
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rumo_company_week_start"("company" uuid, "at" timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT "rumo_week_start_of"("at", r."week_day", r."tz") FROM "rumo_company_week_rule"("company") r
$$;--> statement-breakpoint
-- Moves a key result between counts when its last check-in's week, cycle, owner or objective
-- status changes (check-ins written, edited or removed; key result created, moved or deleted;
-- objective archived, reopened or moved to another cycle, through key_results_copy_objective).
-- Only key results of active objectives count, as on the dashboard.
CREATE OR REPLACE FUNCTION "key_results_count_check_in_weeks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_counts boolean;
  new_counts boolean;
  old_week timestamptz;
  new_week timestamptz;
  rule_day int;
  rule_tz text;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."last_check_in_at" IS NOT DISTINCT FROM NEW."last_check_in_at"
    AND OLD."cycle_id" IS NOT DISTINCT FROM NEW."cycle_id" AND OLD."owner_id" = NEW."owner_id"
    AND OLD."objective_status" IS NOT DISTINCT FROM NEW."objective_status" THEN
    RETURN NULL;
  END IF;
  old_counts := TG_OP <> 'INSERT'
    AND coalesce(OLD."objective_status" = 'active' AND OLD."cycle_id" IS NOT NULL, false);
  new_counts := TG_OP <> 'DELETE'
    AND coalesce(NEW."objective_status" = 'active' AND NEW."cycle_id" IS NOT NULL, false);
  IF TG_OP = 'UPDATE' AND OLD."company_id" IS DISTINCT FROM NEW."company_id" THEN
    -- A key result never changes company; were it to, each side keeps its own company's week.
    IF old_counts THEN
      old_week := "rumo_company_week_start"(OLD."company_id", OLD."last_check_in_at");
    END IF;
    IF new_counts THEN
      new_week := "rumo_company_week_start"(NEW."company_id", NEW."last_check_in_at");
    END IF;
  ELSIF old_counts OR new_counts THEN
    SELECT r."week_day", r."tz" INTO rule_day, rule_tz
    FROM "rumo_company_week_rule"(CASE WHEN TG_OP = 'DELETE' THEN OLD."company_id"
      ELSE NEW."company_id" END) r;
    IF old_counts THEN
      old_week := "rumo_week_start_of"(OLD."last_check_in_at", rule_day, rule_tz);
    END IF;
    IF new_counts THEN
      new_week := "rumo_week_start_of"(NEW."last_check_in_at", rule_day, rule_tz);
    END IF;
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
END $$;
