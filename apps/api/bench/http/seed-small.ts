import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { seedDemo } from '../../src/features/demo/demo.seed';
import { backfillCycleEvolution } from '../../src/features/evolution/evolution-snapshots';
import { hashPassword } from '../../src/lib/password';
import { queryRows } from '../seed-large';

export const SMALL_LOGIN = { email: 'admin@rumo.demo', password: 'rumo1234' };

/**
 * The small company: the app's own demo company (8 people, 3 teams, a closed and an active
 * cycle, ten weeks of weekly check-ins), grown to a realistic team of 10 people with about 20
 * objectives and 60 key results by copying the active cycle's OKRs (with their check-ins) once.
 * Must run on an empty database (the demo seed only seeds one).
 */
export async function seedSmallCompany(db: Database) {
  const seed = await seedDemo(db);
  if (!seed) throw new Error('The database already has a company: the small seed needs it empty.');
  const { companyId } = seed;
  const [cycle] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM cycles WHERE company_id = ${companyId} AND status = 'active' LIMIT 1`,
  );
  const cycleId = cycle?.id ?? '';
  const passwordHash = await hashPassword(SMALL_LOGIN.password);
  await db.transaction(async (tx) => {
    for (const [name, email] of [
      ['Gabriel Nunes', 'gabriel@rumo.demo'],
      ['Helena Prado', 'helena.prado@rumo.demo'],
    ])
      await tx.execute(sql`
        INSERT INTO users (company_id, name, email, password_hash, role, status)
        VALUES (${companyId}, ${name}, ${email}, ${passwordHash}, 'user', 'active')`);
    await copyActiveOkrs(tx, companyId, cycleId);
  });
  await backfillCycleEvolution(db, companyId, cycleId, new Date());
  return { companyId, cycleId };
}

/** One more copy of the cycle's objectives, key results and check-ins (one transaction: temp tables). */
async function copyActiveOkrs(tx: Database, companyId: string, cycleId: string) {
  await tx.execute(sql`
    CREATE TEMP TABLE objective_copy ON COMMIT DROP AS
    SELECT id AS old_id, gen_random_uuid() AS new_id FROM objectives
    WHERE company_id = ${companyId} AND cycle_id = ${cycleId}`);
  await tx.execute(sql`
    INSERT INTO objectives (id, company_id, cycle_id, title, description, level, team_id, owner_id,
      parent_objective_id, pillar_id, status, progress, confidence)
    SELECT m.new_id, o.company_id, o.cycle_id, o.title || ' (frente 2)', o.description, o.level,
      o.team_id, o.owner_id, p.new_id, o.pillar_id, o.status, o.progress, o.confidence
    FROM objectives o JOIN objective_copy m ON m.old_id = o.id
    LEFT JOIN objective_copy p ON p.old_id = o.parent_objective_id`);
  await tx.execute(sql`
    CREATE TEMP TABLE key_result_copy ON COMMIT DROP AS
    SELECT k.id AS old_id, gen_random_uuid() AS new_id, m.new_id AS objective_id
    FROM key_results k JOIN objective_copy m ON m.old_id = k.objective_id`);
  await tx.execute(sql`
    INSERT INTO key_results (id, company_id, objective_id, title, type, start_value, target_value,
      current_value, unit, custom_unit, decimals, weight, owner_id, due_date, confidence, progress,
      last_check_in_at, position)
    SELECT m.new_id, k.company_id, m.objective_id, k.title, k.type, k.start_value, k.target_value,
      k.current_value, k.unit, k.custom_unit, k.decimals, k.weight, k.owner_id, k.due_date,
      k.confidence, k.progress, k.last_check_in_at, k.position
    FROM key_results k JOIN key_result_copy m ON m.old_id = k.id`);
  await tx.execute(sql`
    INSERT INTO check_ins (company_id, key_result_id, author_id, value, previous_value, confidence,
      previous_confidence, comment, date, created_at, updated_at)
    SELECT c.company_id, m.new_id, c.author_id, c.value, c.previous_value, c.confidence,
      c.previous_confidence, c.comment, c.date, c.created_at, c.updated_at
    FROM check_ins c JOIN key_result_copy m ON m.old_id = c.key_result_id`);
}
