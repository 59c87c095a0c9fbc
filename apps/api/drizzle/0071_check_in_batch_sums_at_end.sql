-- custom SQL (keep when regenerating)
-- A check-in batch rolled its objectives' sums up to the cycle's report sums item by item, so it
-- took the cycle's lock at its first item and held it through every later one to its commit:
-- one batch at a time per cycle. rumo_write_check_ins now sets rumo.defer_cycle_sums while it
-- writes its items and rolls the batch up once at the end (from the objective sums before and
-- after), so the lock is held from there to the commit only.
CREATE OR REPLACE FUNCTION "objective_key_result_sums_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The check-in batch rolls up its own objectives once, at its end.
  IF current_setting('rumo.defer_cycle_sums', true) = 'on' THEN
    RETURN NULL;
  END IF;
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
END $$;
--> statement-breakpoint
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
-- Every objective of the batch is locked first, in id order; the items are then written by
-- company and objective (arrival order within one objective). Two batches, or a batch and any
-- other writer of objectives (which lock the objective before its key results), never wait on
-- each other in a cycle. The cycles' report sums move once, at the end, from the batch's
-- objective sums before and after (rumo.defer_cycle_sums holds back the roll-up each item's
-- refresh would do): a cycle's lock (rumo_lock_cycle_score_sums), which every writer of those sums
-- takes and holds to its commit, is then held from the last item on, not from the first.
CREATE OR REPLACE FUNCTION "rumo_write_check_ins"(p_items jsonb) RETURNS TABLE (
  n integer, outcome text, check_in_id uuid, check_in_created_at text, check_in_updated_at text,
  prior_value double precision, prior_confidence text, author_name text, author_avatar text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  item record;
  target record;
  batch_objectives uuid[];
  sums_before objective_key_result_sums[];
BEGIN
  SELECT array_agg(DISTINCT locked.id) INTO batch_objectives FROM (
    SELECT o.id
      FROM jsonb_to_recordset(p_items) AS i(company uuid, key_result uuid)
      JOIN key_results k ON k.id = i.key_result AND k.company_id = i.company
      JOIN objectives o ON o.id = k.objective_id
      ORDER BY o.id
      FOR NO KEY UPDATE OF o) AS locked;
  sums_before := ARRAY(SELECT s FROM objective_key_result_sums s
    WHERE s.objective_id = ANY(batch_objectives));
  PERFORM set_config('rumo.defer_cycle_sums', 'on', true);

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

  PERFORM set_config('rumo.defer_cycle_sums', '', true);
  PERFORM rumo_roll_up_cycle_score_sums(
    ARRAY(SELECT s FROM objective_key_result_sums s WHERE s.objective_id = ANY(batch_objectives)),
    sums_before);
END $$;
