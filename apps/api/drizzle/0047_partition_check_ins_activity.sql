-- check_ins and activity_log become RANGE-partitioned by month on created_at (decision 0041),
-- without copying rows: each old table is renamed, attached as the partition for everything before
-- the first month boundary after its newest row (a CHECK proven first lets ATTACH skip its scan),
-- and the months after it get their own partitions, plus a DEFAULT one so no insert ever fails.
-- The primary keys become (id, created_at); check_in_reactions names the check-in's created_at.
CREATE FUNCTION "rumo_month_partition_upper_bound"(p_partition regclass) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT substring(pg_get_expr(c.relpartbound, c.oid) FROM 'TO \(''([^'']+)''\)')::timestamptz
  FROM pg_class c WHERE c.oid = p_partition
$$;
--> statement-breakpoint
-- Creates the month partitions of p_parent from p_from's month on, p_months of them, when missing:
-- a month already covered by the legacy partition is skipped, and rows the DEFAULT partition took
-- for a month are moved into that month's new partition (ATTACH would refuse them otherwise).
CREATE FUNCTION "rumo_ensure_month_partitions"(p_parent text, p_from timestamptz, p_months integer)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  legacy_end timestamptz := rumo_month_partition_upper_bound(format('%I', p_parent || '_legacy')::regclass);
  month_start timestamptz;
  month_end timestamptz;
  part text;
  created integer := 0;
BEGIN
  FOR i IN 0 .. p_months - 1 LOOP
    month_start := (date_trunc('month', p_from AT TIME ZONE 'UTC') + make_interval(months => i))
      AT TIME ZONE 'UTC';
    month_end := (date_trunc('month', p_from AT TIME ZONE 'UTC') + make_interval(months => i + 1))
      AT TIME ZONE 'UTC';
    part := format('%s_p%s', p_parent, to_char(month_start AT TIME ZONE 'UTC', 'YYYY_MM'));
    CONTINUE WHEN month_start < legacy_end OR to_regclass(format('%I', part)) IS NOT NULL;
    EXECUTE format('LOCK TABLE %I IN ACCESS EXCLUSIVE MODE', p_parent);
    -- The move fires the deferred read-cache trigger; ATTACH refuses pending trigger events.
    SET CONSTRAINTS ALL IMMEDIATE;
    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', part, p_parent);
    -- Moving a check-in deletes it from DEFAULT, which cascades to its reactions: keep them aside.
    IF p_parent = 'check_ins' THEN
      CREATE TEMP TABLE rumo_moved_reactions ON COMMIT DROP AS
        SELECT * FROM check_in_reactions
        WHERE check_in_created_at >= month_start AND check_in_created_at < month_end;
    END IF;
    EXECUTE format(
      'WITH moved AS (DELETE FROM %I WHERE created_at >= %L AND created_at < %L RETURNING *) '
      'INSERT INTO %I SELECT * FROM moved',
      p_parent || '_default', month_start, month_end, part);
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
      p_parent, part, month_start, month_end);
    IF p_parent = 'check_ins' THEN
      INSERT INTO check_in_reactions SELECT * FROM rumo_moved_reactions;
      DROP TABLE rumo_moved_reactions;
    END IF;
    created := created + 1;
  END LOOP;
  RETURN created;
END $$;
--> statement-breakpoint
-- The backfill below fires the deferred read-cache trigger: fire it at once, or the ALTERs after
-- it refuse a table with pending trigger events.
SET CONSTRAINTS ALL IMMEDIATE;
--> statement-breakpoint
ALTER TABLE "check_in_reactions" DROP CONSTRAINT "check_in_reactions_check_in_id_check_ins_id_fk";
--> statement-breakpoint
ALTER TABLE "check_in_reactions" ADD COLUMN "check_in_created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "check_in_reactions" r SET "check_in_created_at" = c."created_at"
FROM "check_ins" c WHERE c."id" = r."check_in_id";
--> statement-breakpoint
ALTER TABLE "check_in_reactions" ALTER COLUMN "check_in_created_at" SET NOT NULL;
--> statement-breakpoint
DO $$
DECLARE
  t record;
  fk record;
  boundary timestamptz;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('check_ins', ARRAY['check_ins_key_result_created_idx', 'check_ins_company_created_idx',
      'check_ins_key_result_date_idx']),
    ('activity_log', ARRAY['activity_company_created_idx', 'activity_objective_created_idx'])
  ) AS v(name, indexes) LOOP
    EXECUTE format('LOCK TABLE %I IN ACCESS EXCLUSIVE MODE', t.name);
    EXECUTE format(
      'SELECT (date_trunc(''month'', greatest(now(), max(created_at)) AT TIME ZONE ''UTC'') '
      '+ interval ''1 month'') AT TIME ZONE ''UTC'' FROM %I', t.name) INTO boundary;
    EXECUTE format('ALTER TABLE %I RENAME TO %I', t.name, t.name || '_legacy');
    EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I',
      t.name || '_legacy', t.name || '_pkey', t.name || '_legacy_pkey');
    FOR i IN 1 .. array_length(t.indexes, 1) LOOP
      EXECUTE format('ALTER INDEX %I RENAME TO %I', t.indexes[i], t.indexes[i] || '_legacy');
    END LOOP;
    EXECUTE format('DROP TRIGGER bump_company_data_version ON %I', t.name || '_legacy');
    -- Same columns and defaults; the same foreign keys, which the legacy's identical ones join on
    -- ATTACH without a new check.
    EXECUTE format(
      'CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS) PARTITION BY RANGE (created_at)',
      t.name, t.name || '_legacy');
    FOR fk IN SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = format('%I', t.name || '_legacy')::regclass AND contype = 'f' LOOP
      EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I %s', t.name, fk.conname, fk.def);
    END LOOP;
    EXECUTE format(
      'ALTER TABLE %I ADD CONSTRAINT %I CHECK (created_at IS NOT NULL AND created_at < %L) NOT VALID',
      t.name || '_legacy', t.name || '_legacy_bound', boundary);
    EXECUTE format('ALTER TABLE %I VALIDATE CONSTRAINT %I', t.name || '_legacy', t.name || '_legacy_bound');
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (MINVALUE) TO (%L)',
      t.name, t.name || '_legacy', boundary);
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t.name || '_legacy', t.name || '_legacy_bound');
    EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', t.name || '_default', t.name);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "check_ins_legacy" DROP CONSTRAINT "check_ins_legacy_pkey";--> statement-breakpoint
ALTER TABLE "activity_log_legacy" DROP CONSTRAINT "activity_log_legacy_pkey";--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_id_created_at_pk" PRIMARY KEY("id","created_at");--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_id_created_at_pk" PRIMARY KEY("id","created_at");--> statement-breakpoint
-- On the parent the indexes cascade; the legacy's identical ones are attached, not rebuilt.
ALTER INDEX "check_ins_key_result_created_idx_legacy" RENAME TO "check_ins_legacy_key_result_created_idx";--> statement-breakpoint
ALTER INDEX "check_ins_company_created_idx_legacy" RENAME TO "check_ins_legacy_company_created_idx";--> statement-breakpoint
ALTER INDEX "check_ins_key_result_date_idx_legacy" RENAME TO "check_ins_legacy_key_result_date_idx";--> statement-breakpoint
ALTER INDEX "activity_company_created_idx_legacy" RENAME TO "activity_log_legacy_company_created_idx";--> statement-breakpoint
ALTER INDEX "activity_objective_created_idx_legacy" RENAME TO "activity_log_legacy_objective_created_idx";--> statement-breakpoint
CREATE INDEX "check_ins_key_result_created_idx" ON "check_ins" USING btree ("key_result_id","created_at");--> statement-breakpoint
CREATE INDEX "check_ins_company_created_idx" ON "check_ins" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "check_ins_key_result_date_idx" ON "check_ins" USING btree ("key_result_id","date","created_at","value","confidence");--> statement-breakpoint
CREATE INDEX "activity_company_created_idx" ON "activity_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_objective_created_idx" ON "activity_log" USING btree ("objective_id","created_at");--> statement-breakpoint
ALTER TABLE "check_in_reactions" ADD CONSTRAINT "check_in_reactions_check_in_fk" FOREIGN KEY ("check_in_id","check_in_created_at") REFERENCES "public"."check_ins"("id","created_at") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT rumo_ensure_month_partitions('check_ins', now(), 4);--> statement-breakpoint
SELECT rumo_ensure_month_partitions('activity_log', now(), 4);--> statement-breakpoint
-- custom SQL (keep when regenerating)
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "check_ins" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bump_company_data_version AFTER INSERT OR UPDATE OR DELETE ON "activity_log" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_company_data_version();
