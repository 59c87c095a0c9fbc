-- Hand-written (docs/decisions/0022-check-in-write-function.md): the check-in POST's write in one
-- round trip. The service reads the key result without a lock, applies the rules (permission,
-- open objective and cycle, the date, the progress) and calls rumo_write_check_in with the facts
-- it relied on; the function locks, checks those facts are unchanged and writes. The locks are
-- held only while the function runs, never across a round trip to the app.

-- What the service read about a key result, its objective, its cycle and its company's time zone
-- (the company_settings value, null for the default): a change to any of them between the read
-- and the lock sends the service back to read again.
CREATE FUNCTION "rumo_check_in_facts"(kr key_results, o objectives, c cycles, time_zone text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws('|', kr.objective_id, kr.title, kr.owner_id, kr.type, kr.start_value,
    kr.target_value, o.status, o.cycle_id, c.status, time_zone)
$$;--> statement-breakpoint
CREATE FUNCTION "rumo_write_check_in"(
  p_company uuid, p_key_result uuid, p_author uuid, p_value double precision,
  p_confidence confidence, p_comment text, p_date date, p_today date, p_progress double precision,
  p_label text, p_after jsonb, p_facts text
) RETURNS TABLE (
  outcome text, check_in_id uuid, check_in_created_at text, check_in_updated_at text,
  prior_value double precision, prior_confidence text, author_name text, author_avatar text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  target record;
BEGIN
  -- The objective first, then the key result: the order every objective update takes.
  PERFORM 1 FROM objectives o JOIN key_results k ON k.objective_id = o.id
    WHERE k.id = p_key_result AND k.company_id = p_company
    FOR NO KEY UPDATE OF o;
  -- Each statement of a volatile function takes a new snapshot: this one sees the key result as
  -- the previous check-in left it.
  SELECT k.objective_id, o.cycle_id, k.current_value, k.confidence,
      rumo_check_in_facts(k, o, c,
        (SELECT time_zone FROM company_settings WHERE company_id = p_company)) AS facts
    INTO target
    FROM key_results k JOIN objectives o ON o.id = k.objective_id JOIN cycles c ON c.id = o.cycle_id
    WHERE k.id = p_key_result AND k.company_id = p_company
    FOR NO KEY UPDATE OF k;
  IF NOT FOUND OR target.facts IS DISTINCT FROM p_facts THEN
    RETURN QUERY SELECT 'changed', NULL::uuid, NULL, NULL, NULL::double precision, NULL, NULL, NULL;
    RETURN;
  END IF;

  -- One statement, whose snapshot sees what was committed before the locks were granted: the
  -- previous check-in's reading and the sibling key results the roll-up reads.
  RETURN QUERY
  WITH inserted AS (
    -- The insert's time, not the transaction's: check-ins written one after another under the
    -- lock keep their order.
    INSERT INTO check_ins (company_id, key_result_id, author_id, value, previous_value,
        confidence, previous_confidence, comment, date, created_at)
      VALUES (p_company, p_key_result, p_author, p_value, target.current_value, p_confidence,
        target.confidence, p_comment, p_date, clock_timestamp())
      RETURNING id, created_at, updated_at
  ),
  later AS MATERIALIZED (
    SELECT EXISTS (SELECT 1 FROM check_ins WHERE key_result_id = p_key_result AND date > p_date)
      AS found
  ),
  moved AS (
    -- Behind a check-in dated later, a back-dated one is history only: the key result keeps the
    -- newer reading (every write keeps it on the latest-dated check-in), its objective unchanged.
    UPDATE key_results SET
        current_value = CASE WHEN later.found THEN current_value ELSE p_value END,
        confidence = CASE WHEN later.found THEN confidence ELSE p_confidence END,
        progress = CASE WHEN later.found THEN progress ELSE p_progress END,
        last_check_in_at = (SELECT created_at FROM inserted), updated_at = now()
      FROM later
      WHERE key_results.id = p_key_result
      RETURNING key_results.progress, key_results.weight, key_results.confidence, later.found
  ),
  siblings AS (
    SELECT progress, weight, confidence FROM key_results
      WHERE objective_id = target.objective_id AND id <> p_key_result
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
  rolled_up AS (
    -- Rounded to one decimal like roundProgress.
    UPDATE objectives SET progress = floor(rolled.progress * 10 + 0.5) / 10,
        confidence = rolled.confidence, updated_at = now()
      FROM rolled
      WHERE objectives.id = target.objective_id AND NOT (SELECT found FROM moved)
  ),
  logged AS (
    INSERT INTO activity_log (company_id, actor_id, entity_type, entity_id, objective_id,
        action, label, after)
      SELECT p_company, p_author, 'check_in', inserted.id, target.objective_id, 'created',
        p_label, p_after
      FROM inserted
  ),
  marked AS (
    -- The evolution-refresh job recomputes the objective's figures after the commit.
    INSERT INTO evolution_refresh_marks AS m (objective_id, company_id, cycle_id, day)
      VALUES (target.objective_id, p_company, target.cycle_id, p_today)
      ON CONFLICT (objective_id) DO UPDATE SET cycle_id = excluded.cycle_id,
        day = greatest(m.day, excluded.day), token = gen_random_uuid()
  )
  SELECT 'written', inserted.id, inserted.created_at::text, inserted.updated_at::text,
      target.current_value, target.confidence::text, u.name, u.avatar
    FROM inserted JOIN users u ON u.id = p_author;
END $$;
