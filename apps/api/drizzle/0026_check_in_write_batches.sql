-- Hand-written (docs/decisions/check-in-write-function.md, "Batches"): the check-ins a process
-- has waiting are written in one call and one transaction. Each item is written exactly as
-- rumo_write_check_in writes one; the batch first locks every objective it touches in id order,
-- so two batches (or a batch and a single check-in) never wait on each other in a cycle.
-- p_items is a JSON array of objects with the single function's arguments (n: the item's
-- position, echoed back so the caller can match the rows).
CREATE FUNCTION "rumo_write_check_ins"(p_items jsonb) RETURNS TABLE (
  n integer, outcome text, check_in_id uuid, check_in_created_at text, check_in_updated_at text,
  prior_value double precision, prior_confidence text, author_name text, author_avatar text
) LANGUAGE plpgsql AS $$
DECLARE
  item record;
BEGIN
  PERFORM 1
    FROM jsonb_to_recordset(p_items) AS i(company uuid, key_result uuid)
    JOIN key_results k ON k.id = i.key_result AND k.company_id = i.company
    JOIN objectives o ON o.id = k.objective_id
    ORDER BY o.id
    FOR NO KEY UPDATE OF o;
  FOR item IN
    SELECT * FROM jsonb_to_recordset(p_items) AS i(n integer, company uuid, key_result uuid,
        author uuid, value double precision, confidence confidence, comment text, date date,
        today date, progress double precision, label text, after jsonb, facts text)
      ORDER BY i.n
  LOOP
    RETURN QUERY SELECT item.n, w.* FROM rumo_write_check_in(item.company, item.key_result,
      item.author, item.value, item.confidence, item.comment, item.date, item.today,
      item.progress, item.label, item.after, item.facts) AS w;
  END LOOP;
END $$;
