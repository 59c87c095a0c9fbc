-- Writers of the cycles' report sums (decision 0048) took their rows as each statement met them:
-- check-in batches on different lanes, each rolling up item by item, deadlocked on the
-- small company's few group and owner rows (7 check-ins a second under load). Every writer now
-- takes a transaction lock per cycle first, in one order, and holds it to its commit: writes of
-- one cycle's sums queue instead of deadlocking (decision 0049).
CREATE OR REPLACE FUNCTION "rumo_lock_cycle_score_sums"("cycle_ids" uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  "key" integer;
BEGIN
  -- One by one in key order: a query's locks may be taken in any order.
  FOR "key" IN SELECT DISTINCT hashtext(c::text) FROM unnest("cycle_ids") c WHERE c IS NOT NULL ORDER BY 1
  LOOP
    -- 49: this lock's class, apart from the single-key advisory locks pg-boss takes.
    PERFORM pg_advisory_xact_lock(49, "key");
  END LOOP;
END $$;--> statement-breakpoint
-- As in 0066, but the cycles' lock first.
CREATE OR REPLACE FUNCTION "rumo_roll_up_cycle_score_sums"("added" "objective_key_result_sums"[],
  "removed" "objective_key_result_sums"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "emptied_cycles" uuid[];
  "emptied_owners" uuid[];
BEGIN
  PERFORM "rumo_lock_cycle_score_sums"(ARRAY(
    SELECT a."cycle_id" FROM unnest("added") a WHERE a."open_to_all"
    UNION SELECT r."cycle_id" FROM unnest("removed") r WHERE r."open_to_all"));
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
-- Installed from src/features/check-ins/check-in-write.sql by src/db/install-sql.ts: edit that file, not this copy.
-- The check-in POST's write, in one round trip (docs/decisions/0022-check-in-write-function.md).
--
-- This file is the source of the functions: migrations install it from here
-- (`npx tsx src/db/install-sql.ts src/features/check-ins/check-in-write.sql drizzle/<new>.sql`
-- after `npx drizzle-kit generate --custom --name <name>`), and check-in-write-sql.test.ts fails
-- while the newest migration's copy differs from this file.
--
-- The service (check-in-writes.ts) reads the key result without a lock, applies the rules
-- (permission, open objective and cycle, the date, the key result's progress from
-- shared/okr/progress.ts) and passes the facts it relied on; rumo_write_check_ins locks, checks
-- those facts are unchanged and writes. Locks are held only while it runs, never across a round
-- trip to the app. The activity entry and the evolution refresh follow the commit
-- (the `check-in.recorded` event), like an edit's and a removal's.

-- What the service read about a key result, its objective, its cycle and its company's time zone
-- (the company_settings value, null for the default): a change to any of them between the read
-- and the lock sends the service back to read again. A milestone key result's value is its
-- initiatives done (kept by their writes): a check-in records it as read, so it is a fact too.
-- Whether the objective is private is one as well: the service reuses a target read for anyone
-- only while its objective is open to all, so making it private sends it back to the read, which
-- applies the visibility rule.
CREATE OR REPLACE FUNCTION "rumo_check_in_facts"(kr key_results, o objectives, c cycles, time_zone text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws('|', kr.objective_id, kr.title, kr.owner_id, kr.type, kr.start_value,
    kr.target_value, o.status, o.cycle_id, c.status, time_zone,
    CASE WHEN kr.type::text = 'milestone' THEN kr.current_value END, o.private)
$$;

--> statement-breakpoint
-- Writes a batch of check-ins in one transaction and answers one row per item (n: the item's
-- position in p_items, echoed back). p_items is a JSON array of objects:
--   n, company, key_result, author, value, confidence, comment, date,
--   progress (the key result's progress at `value`), facts (rumo_check_in_facts as read).
-- For each item: unless its facts changed since the service read them (outcome 'changed': read
-- again), saves the check-in with the key result's reading before it as its "previous"; gives the
-- key result its new reading unless a check-in dated later exists (the key result always shows
-- its latest-dated check-in, the newest saved among one day's); rolls its objective up.
--
-- Every objective of the batch is locked first, in id order, then their cycles' report sums
-- (rumo_lock_cycle_score_sums, the order every writer of those sums takes them in); the items
-- are then written by company and objective (arrival order within one objective). Two batches,
-- or a batch and any other writer of objectives (which lock the objective before its key
-- results), never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION "rumo_write_check_ins"(p_items jsonb) RETURNS TABLE (
  n integer, outcome text, check_in_id uuid, check_in_created_at text, check_in_updated_at text,
  prior_value double precision, prior_confidence text, author_name text, author_avatar text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  item record;
  target record;
  batch_cycles uuid[];
BEGIN
  PERFORM 1
    FROM jsonb_to_recordset(p_items) AS i(company uuid, key_result uuid)
    JOIN key_results k ON k.id = i.key_result AND k.company_id = i.company
    JOIN objectives o ON o.id = k.objective_id
    ORDER BY o.id
    FOR NO KEY UPDATE OF o;
  -- A batch over several cycles locks their report sums now, in order: each item's roll-up
  -- would take them in item order, and two batches meeting in opposite orders deadlocked. A
  -- batch over one cycle takes that one lock at its first roll-up that moves a sum, holding it
  -- for less time.
  batch_cycles := ARRAY(
    SELECT DISTINCT o.cycle_id FROM jsonb_to_recordset(p_items) AS i(company uuid, key_result uuid)
      JOIN key_results k ON k.id = i.key_result AND k.company_id = i.company
      JOIN objectives o ON o.id = k.objective_id);
  IF cardinality(batch_cycles) > 1 THEN
    PERFORM rumo_lock_cycle_score_sums(batch_cycles);
  END IF;

  FOR item IN
    SELECT i.* FROM jsonb_to_recordset(p_items) AS i(n integer, company uuid, key_result uuid,
        author uuid, value double precision, confidence confidence, comment text, date date,
        progress double precision, facts text)
      LEFT JOIN key_results k ON k.id = i.key_result
      ORDER BY i.company, k.objective_id, i.n
  LOOP
    -- Each statement of a volatile function takes a new snapshot: this one sees the key result
    -- as the previous check-in (of this batch or another) left it.
    SELECT k.objective_id, k.current_value, k.confidence,
        rumo_check_in_facts(k, o, c,
          (SELECT time_zone FROM company_settings WHERE company_id = item.company)) AS facts
      INTO target
      FROM key_results k JOIN objectives o ON o.id = k.objective_id
        JOIN cycles c ON c.id = o.cycle_id
      WHERE k.id = item.key_result AND k.company_id = item.company
      FOR NO KEY UPDATE OF k;
    IF NOT FOUND OR target.facts IS DISTINCT FROM item.facts THEN
      RETURN QUERY SELECT item.n, 'changed', NULL::uuid, NULL, NULL, NULL::double precision,
        NULL, NULL, NULL;
      CONTINUE;
    END IF;

    -- One statement, whose snapshot sees what was committed before the locks were granted and
    -- the batch's earlier items: the key result's reading and the sibling key results.
    RETURN QUERY
    WITH inserted AS (
      -- The insert's instant, not the transaction's: check-ins written one after another under
      -- the lock, or in one batch, keep their order.
      INSERT INTO check_ins (company_id, key_result_id, author_id, value, previous_value,
          confidence, previous_confidence, comment, date, created_at)
        VALUES (item.company, item.key_result, item.author, item.value, target.current_value,
          item.confidence, target.confidence, item.comment, item.date, clock_timestamp())
        RETURNING id, created_at, updated_at
    ),
    later AS MATERIALIZED (
      SELECT EXISTS (
          SELECT 1 FROM check_ins WHERE key_result_id = item.key_result AND date > item.date
        ) AS found
    ),
    moved AS (
      -- Behind a check-in dated later, a back-dated one is history only: the key result keeps
      -- the newer reading, its objective unchanged.
      UPDATE key_results SET
          current_value = CASE WHEN later.found THEN current_value ELSE item.value END,
          confidence = CASE WHEN later.found THEN confidence ELSE item.confidence END,
          progress = CASE WHEN later.found THEN progress ELSE item.progress END,
          last_check_in_at = (SELECT created_at FROM inserted), updated_at = now()
        FROM later
        WHERE key_results.id = item.key_result
        RETURNING key_results.progress, key_results.weight, key_results.confidence, later.found
    ),
    siblings AS (
      SELECT progress, weight, confidence FROM key_results
        WHERE objective_id = target.objective_id AND id <> item.key_result
      UNION ALL SELECT progress, weight, confidence FROM moved
    ),
    rolled AS (
      -- objectiveProgress: weights <= 0 and non-finite numbers (NaN sorts above Infinity) are
      -- left out, progress is clamped to 0..100; the worst confidence is the enum's greatest.
      SELECT coalesce(sum(least(100, greatest(0, progress)) * weight) FILTER (WHERE counted)
          / nullif(sum(weight) FILTER (WHERE counted), 0), 0) AS progress,
        max(confidence) AS confidence
      FROM (SELECT *, weight > 0 AND weight < 'Infinity' AND progress < 'Infinity' AS counted
        FROM siblings) AS weighed
    ),
    rounded AS (
      -- Rounded to one decimal like roundProgress.
      SELECT floor(rolled.progress * 10 + 0.5) / 10 AS progress, rolled.confidence FROM rolled
    ),
    rolled_up AS (
      -- Left alone when the roll-up is what it holds: an update that changes nothing still
      -- writes a new row version (and its WAL).
      UPDATE objectives SET progress = rounded.progress, confidence = rounded.confidence,
          updated_at = now()
        FROM rounded
        WHERE objectives.id = target.objective_id AND NOT (SELECT found FROM moved)
          AND (objectives.progress, objectives.confidence)
            IS DISTINCT FROM (rounded.progress, rounded.confidence)
    )
    SELECT item.n, 'written', inserted.id, inserted.created_at::text, inserted.updated_at::text,
        target.current_value, target.confidence::text, u.name, u.avatar
      FROM inserted JOIN users u ON u.id = item.author;
  END LOOP;
END $$;
