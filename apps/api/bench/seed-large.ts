import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { backfillCycleEvolution } from '../src/features/evolution/evolution-snapshots';

/** Rows of a raw `db.execute` (the bench runs on node-postgres, whose result has `rows`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const LARGE = {
  users: 2_000,
  teams: 100,
  objectives: 5_000,
  keyResultsPerObjective: 4,
} as const;

/**
 * Seeds one large company straight in SQL (generate_series), far faster than the services.
 * Caches (progress, confidence, current value) are refreshed by `refreshCaches` afterwards.
 */
export async function seedLargeCompany(db: Database, passwordHash: string) {
  const [company] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO companies (name) VALUES ('Bench S.A.') RETURNING id`,
  );
  const companyId = company?.id as string;
  await db.execute(sql`
    INSERT INTO users (company_id, name, email, password_hash, role, status)
    SELECT ${companyId}, 'Pessoa ' || g, 'pessoa' || lpad(g::text, 5, '0') || '@bench.test', ${passwordHash},
      (CASE WHEN g = 1 THEN 'admin' ELSE 'user' END)::user_role, 'active'
    FROM generate_series(1, ${LARGE.users}) g`);
  await db.execute(sql`
    WITH bu AS (SELECT id, row_number() OVER (ORDER BY email) n FROM users WHERE company_id = ${companyId})
    INSERT INTO teams (company_id, name, leader_id)
    SELECT ${companyId}, 'Time ' || g, (SELECT id FROM bu WHERE n = g * 20) FROM generate_series(1, ${LARGE.teams}) g`);
  await db.execute(sql`
    WITH bu AS (SELECT id, row_number() OVER (ORDER BY email) n FROM users WHERE company_id = ${companyId}),
         bt AS (SELECT id, row_number() OVER (ORDER BY name) n FROM teams WHERE company_id = ${companyId})
    INSERT INTO team_members (team_id, user_id, company_id)
    SELECT bt.id, bu.id, ${companyId} FROM bu JOIN bt ON bt.n = 1 + (bu.n % ${LARGE.teams})`);
  await db.execute(sql`
    UPDATE users u SET id_team = m.team_id FROM team_members m WHERE m.user_id = u.id AND u.company_id = ${companyId}`);
  const [cycle] = await queryRows<{ id: string }>(
    db,
    sql`
    INSERT INTO cycles (company_id, name, start_date, end_date, status)
    VALUES (${companyId}, 'Ciclo de carga', current_date - 60, current_date + 30, 'active') RETURNING id`,
  );
  const cycleId = cycle?.id as string;
  await db.execute(sql`
    WITH bu AS (SELECT id, id_team, row_number() OVER (ORDER BY email) n FROM users WHERE company_id = ${companyId})
    INSERT INTO objectives (company_id, cycle_id, title, level, team_id, owner_id, status)
    SELECT ${companyId}, ${cycleId}, 'Objetivo de carga ' || g,
      (CASE WHEN g <= 100 THEN 'company' WHEN g <= 2000 THEN 'team' ELSE 'individual' END)::objective_level,
      CASE WHEN g <= 100 THEN NULL ELSE bu.id_team END, bu.id, 'active'
    FROM generate_series(1, ${LARGE.objectives}) g JOIN bu ON bu.n = 1 + ((g * 7) % ${LARGE.users})`);
  await db.execute(sql`
    INSERT INTO key_results (company_id, objective_id, title, type, start_value, target_value, current_value, unit, owner_id, position)
    SELECT ${companyId}, o.id, 'Resultado-chave ' || k || ' de ' || o.title,
      (ARRAY['increase','decrease','keep_above','keep_below','binary'])[1 + (k % 5)]::key_result_type,
      CASE k % 5 WHEN 1 THEN 100 WHEN 2 THEN 50 WHEN 3 THEN 40 ELSE 0 END,
      CASE k % 5 WHEN 1 THEN 50 WHEN 2 THEN 45 WHEN 3 THEN 60 WHEN 4 THEN 1 ELSE 100 END,
      0, 'number', o.owner_id, k
    FROM objectives o CROSS JOIN generate_series(1, ${LARGE.keyResultsPerObjective}) k
    WHERE o.company_id = ${companyId}`);
  await seedKpi(db, companyId);
  return { companyId, cycleId };
}

/**
 * A company KPI of the admin with two years of monthly values and three key results linked to it,
 * so the KPI page (`/api/kpis/{id}`: KPI, values, linked key results) is measured.
 */
async function seedKpi(db: Database, companyId: string) {
  const [kpi] = await queryRows<{ id: string }>(
    db,
    sql`
    INSERT INTO kpis (company_id, owner_id, name, unit, decimals, direction, green, amber, period)
    SELECT ${companyId}, id, 'NPS de carga', 'number', 0, 'higher_better', 50, 30, 'monthly'
    FROM users WHERE company_id = ${companyId} AND role = 'admin' ORDER BY email LIMIT 1
    RETURNING id`,
  );
  await db.execute(sql`
    INSERT INTO kpi_values (kpi_id, company_id, period_start, value)
    SELECT ${kpi?.id}, ${companyId}, (date_trunc('month', current_date) - make_interval(months => g))::date, 30 + g
    FROM generate_series(1, 24) g`);
  await db.execute(sql`
    UPDATE key_results SET kpi_id = ${kpi?.id} WHERE id IN (
      SELECT id FROM key_results WHERE company_id = ${companyId} ORDER BY id LIMIT 3)`);
}

/** Adds `perKeyResult` check-ins to the first `keyResultCount` key results, spread over the cycle so far. */
export async function addCheckIns(
  db: Database,
  companyId: string,
  keyResultCount: number,
  perKeyResult: number,
  offset = 0,
) {
  await db.execute(sql`
    WITH krs AS (
      SELECT id, owner_id, start_value, target_value FROM key_results WHERE company_id = ${companyId}
      ORDER BY id LIMIT ${keyResultCount})
    INSERT INTO check_ins (company_id, key_result_id, author_id, value, previous_value, confidence, comment, date, created_at, updated_at)
    SELECT ${companyId}, krs.id, krs.owner_id,
      krs.start_value + (krs.target_value - krs.start_value) * (s + ${offset})::float / ${perKeyResult + offset + 1},
      krs.start_value,
      (ARRAY['on_track','at_risk','off_track'])[1 + ((s + ${offset}) % 3)]::confidence,
      'Check-in de carga',
      (current_date - 60 + ((s + ${offset}) * 60 / ${perKeyResult + offset + 1}))::date,
      (current_date - 60 + ((s + ${offset}) * 60 / ${perKeyResult + offset + 1}))::timestamptz + interval '13 hours',
      now()
    FROM krs CROSS JOIN generate_series(1, ${perKeyResult}) s`);
}

/**
 * Brings the cached current value, confidence and progress in line with the latest check-ins,
 * then backfills the evolution snapshots and forecasts (the seed writes around the services).
 */
export async function refreshCaches(db: Database, companyId: string, cycleId: string) {
  // The key results' row triggers look up check-ins and sums once per row. On a new database
  // with no statistics yet, the plans they cache scan whole tables: 2 minutes for 20,000 rows
  // against 6 s once the bulk inserts above are analyzed.
  await db.execute(sql`ANALYZE`);
  await db.execute(sql`
    UPDATE key_results kr SET current_value = l.value, confidence = l.confidence, last_check_in_at = l.created_at,
      progress = LEAST(100, GREATEST(0, CASE WHEN kr.target_value = kr.start_value THEN 0
        ELSE (l.value - kr.start_value) / (kr.target_value - kr.start_value) * 100 END))
    FROM (SELECT DISTINCT ON (key_result_id) key_result_id, value, confidence, created_at
          FROM check_ins WHERE company_id = ${companyId} ORDER BY key_result_id, created_at DESC) l
    WHERE l.key_result_id = kr.id`);
  await db.execute(sql`
    UPDATE objectives o SET progress = a.progress, confidence = a.confidence
    FROM (SELECT objective_id, avg(progress) progress, max(confidence) confidence FROM key_results
          WHERE company_id = ${companyId} GROUP BY objective_id) a
    WHERE a.objective_id = o.id`);
  await db.execute(sql`ANALYZE`);
  await backfillCycleEvolution(db, companyId, cycleId, new Date());
  // Measure the steady state, not an autovacuum of the rows just rewritten.
  await db.execute(sql`VACUUM ANALYZE`);
}
