DROP INDEX "key_result_risks_cycle_recent_idx";--> statement-breakpoint
ALTER TABLE "key_result_risks" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "key_result_risks" ADD COLUMN "dropped_from" "confidence";--> statement-breakpoint
CREATE INDEX "key_result_risks_cycle_drops_idx" ON "key_result_risks" USING btree ("cycle_id","dropped_at" DESC NULLS LAST) WHERE "key_result_risks"."dropped_at" is not null;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Decision 0050: "Queda de confiança" read each risky key result's latest check-in on every
-- dashboard (a probe of every check_ins partition for up to 200 key results, 40 % of the read);
-- the risk row now carries the drop, found once when its key result is written.
--
-- confidenceDropped of packages/shared/src/okr/enums.ts: the confidence enum is declared from
-- best to worst, so a drop is a worse confidence after a known one
-- (dashboard-drops.int.test.ts holds the two to each other).
CREATE FUNCTION "rumo_confidence_dropped"("previous" "confidence", "next" "confidence")
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce("next" > "previous", false)
$$;--> statement-breakpoint
-- The drop of a key result's latest saved check-in (by created_at, then id: the order check-ins
-- are shown in): when it lowered the confidence, its time and the confidence before it; nulls
-- otherwise, or with no check-in.
CREATE FUNCTION "rumo_key_result_latest_drop"("key_result" uuid, OUT "dropped_at" timestamptz,
  OUT "dropped_from" "confidence") RETURNS record LANGUAGE sql STABLE AS $$
  SELECT max(l."created_at"), max(l."previous_confidence")
  FROM (SELECT c."created_at", c."previous_confidence", c."confidence" FROM "check_ins" c
    WHERE c."key_result_id" = "key_result" ORDER BY c."created_at" DESC, c."id" DESC LIMIT 1) l
  WHERE "rumo_confidence_dropped"(l."previous_confidence", l."confidence")
$$;--> statement-breakpoint
-- As in 0058; a key result that becomes risky also gets its latest check-in's drop. While it
-- stays risky, the drop follows its check-ins (check_ins_keep_drops below), whichever of the two
-- triggers of one statement fires first.
CREATE OR REPLACE FUNCTION "key_results_keep_risks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."objective_status" = 'active' AND NEW."cycle_id" IS NOT NULL
    AND NEW."confidence" IN ('at_risk', 'off_track') THEN
    UPDATE "key_result_risks" SET "company_id" = NEW."company_id", "cycle_id" = NEW."cycle_id",
        "objective_id" = NEW."objective_id", "confidence" = NEW."confidence",
        "progress" = NEW."progress", "title" = NEW."title", "last_check_in_at" = NEW."last_check_in_at"
      WHERE "key_result_id" = NEW."id";
    IF NOT FOUND THEN
      INSERT INTO "key_result_risks" ("key_result_id", "company_id", "cycle_id", "objective_id",
          "confidence", "progress", "title", "last_check_in_at", "dropped_at", "dropped_from")
        SELECT NEW."id", NEW."company_id", NEW."cycle_id", NEW."objective_id", NEW."confidence",
          NEW."progress", NEW."title", NEW."last_check_in_at", d."dropped_at", d."dropped_from"
        FROM "rumo_key_result_latest_drop"(NEW."id") d
        ON CONFLICT ("key_result_id") DO UPDATE SET "company_id" = EXCLUDED."company_id",
          "cycle_id" = EXCLUDED."cycle_id", "objective_id" = EXCLUDED."objective_id",
          "confidence" = EXCLUDED."confidence", "progress" = EXCLUDED."progress",
          "title" = EXCLUDED."title", "last_check_in_at" = EXCLUDED."last_check_in_at",
          "dropped_at" = EXCLUDED."dropped_at", "dropped_from" = EXCLUDED."dropped_from";
    END IF;
  ELSIF TG_OP = 'UPDATE' AND OLD."objective_status" = 'active' AND OLD."cycle_id" IS NOT NULL
    AND OLD."confidence" IN ('at_risk', 'off_track') THEN
    DELETE FROM "key_result_risks" WHERE "key_result_id" = NEW."id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A check-in saved, edited or removed: the drop of its key result's risk row, if it has one.
CREATE FUNCTION "rumo_refresh_drops"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "key_result_risks" r SET "dropped_at" = d."dropped_at", "dropped_from" = d."dropped_from"
  FROM unnest("ids") AS a("id") CROSS JOIN LATERAL "rumo_key_result_latest_drop"(a."id") d
  WHERE r."key_result_id" = a."id"
    AND (r."dropped_at", r."dropped_from") IS DISTINCT FROM (d."dropped_at", d."dropped_from")
$$;--> statement-breakpoint
CREATE FUNCTION "check_ins_keep_drops"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "rumo_refresh_drops"(ARRAY(SELECT DISTINCT "key_result_id" FROM "new_rows"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "rumo_refresh_drops"(ARRAY(SELECT DISTINCT "key_result_id" FROM "old_rows"));
  ELSE
    PERFORM "rumo_refresh_drops"(ARRAY(SELECT "key_result_id" FROM "new_rows"
      UNION SELECT "key_result_id" FROM "old_rows"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "check_ins_keep_drops_insert" AFTER INSERT ON "check_ins"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_ins_keep_drops"();--> statement-breakpoint
CREATE TRIGGER "check_ins_keep_drops_update" AFTER UPDATE ON "check_ins"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "check_ins_keep_drops"();--> statement-breakpoint
CREATE TRIGGER "check_ins_keep_drops_delete" AFTER DELETE ON "check_ins"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "check_ins_keep_drops"();--> statement-breakpoint
SELECT "rumo_refresh_drops"(ARRAY(SELECT "key_result_id" FROM "key_result_risks"));
