import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../src/db/database';
import { backfillCycleEvolution } from '../../src/features/evolution/evolution-snapshots';
import { BENCH_COMMENT } from './types';

// The check-in POST and the mix write thousands of check-ins a round; left in place they would
// grow the companies round after round (the small one most) and slow the reads measured after
// them. Between rounds the database is put back as seeded: the bench's check-ins and their
// activity removed, the cached values restored, the evolution rebuilt, dead rows vacuumed.

/** Keeps the seeded cached values (run once, right after seeding). */
export async function keepSeededState(db: Database) {
  await db.execute(sql`
    CREATE TABLE bench_key_result_state AS
    SELECT id, current_value, confidence, progress, last_check_in_at FROM key_results`);
  await db.execute(sql`
    CREATE TABLE bench_objective_state AS SELECT id, progress, confidence FROM objectives`);
}

export async function resetWrites(
  databaseUrl: string,
  companies: { companyId: string; cycleId: string }[],
) {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl });
  const { db } = database;
  try {
    await db.execute(sql`
      DELETE FROM activity_log WHERE entity_type = 'check_in'
      AND entity_id IN (SELECT id FROM check_ins WHERE comment = ${BENCH_COMMENT})`);
    await db.execute(sql`DELETE FROM check_ins WHERE comment = ${BENCH_COMMENT}`);
    await db.execute(sql`
      UPDATE key_results k SET current_value = s.current_value, confidence = s.confidence,
        progress = s.progress, last_check_in_at = s.last_check_in_at
      FROM bench_key_result_state s WHERE s.id = k.id`);
    await db.execute(sql`
      UPDATE objectives o SET progress = s.progress, confidence = s.confidence
      FROM bench_objective_state s WHERE s.id = o.id`);
    for (const { companyId, cycleId } of companies)
      await backfillCycleEvolution(db, companyId, cycleId, new Date());
    await db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
  console.log(
    `  banco de volta ao semeado em ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
