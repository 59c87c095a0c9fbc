import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { isDeadlock } from '../lib/db-errors';
import { createTestApp, type TestApp } from '../test/test-app';
import { type DomainEventBus, inTransaction } from './domain-events';

// Two transactions taking two rows in opposite orders: PostgreSQL rolls one back (40P01). With
// `retryDeadlocks` that one runs again and commits; without, its caller gets the error (a 500).
describe.runIf(process.env.TEST_DATABASE_URL)('inTransaction and deadlocks', () => {
  let t: TestApp;
  const quietBus = { deliver: async () => {} } as unknown as DomainEventBus;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`create table if not exists deadlock_probe (id int primary key)`);
    await t.db.execute(sql`insert into deadlock_probe values (1), (2) on conflict do nothing`);
  });
  afterAll(async () => {
    await t.db.execute(sql`drop table if exists deadlock_probe`);
    await t.close();
  });

  const lock = (tx: Database, id: number) =>
    tx.execute(sql`select id from deadlock_probe where id = ${id} for update`);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const signal = () => {
    let give = () => {};
    const given = new Promise<void>((resolve) => {
      give = resolve;
    });
    return { give, given };
  };

  /** Resolves once a session of this test's database waits on a lock. */
  async function someoneWaits() {
    for (;;) {
      const result = await t.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`);
      if ((result as unknown as { rows: { n: number }[] }).rows[0]?.n) return;
      await pause(20);
    }
  }

  /**
   * Runs `victim` (row 1 then row 2) against a rival taking row 2 then row 1, in that order by
   * signals rather than by timing (a loaded machine once let the rival be picked). The rival
   * waits first and has a deadlock_timeout of 10 s, so the victim's 1 s check finds the cycle.
   */
  async function collide(retryDeadlocks: boolean) {
    let attempts = 0;
    const victimHolds = signal();
    const rivalHolds = signal();
    const victim = inTransaction(
      { db: t.db, events: quietBus },
      async (tx) => {
        attempts += 1;
        await lock(tx, 1);
        victimHolds.give();
        await rivalHolds.given;
        if (attempts === 1) await someoneWaits();
        await lock(tx, 2);
        return 'gravado';
      },
      { retryDeadlocks },
    );
    const rival = t.db.transaction(async (tx) => {
      await tx.execute(sql`set local deadlock_timeout = '10s'`);
      await victimHolds.given;
      await lock(tx, 2);
      rivalHolds.give();
      await lock(tx, 1);
    });
    const [victimResult, rivalResult] = await Promise.allSettled([victim, rival]);
    return { attempts, victimResult, rivalResult };
  }

  it('runs the victim again when asked, and it commits', async () => {
    const { attempts, victimResult, rivalResult } = await collide(true);
    expect(rivalResult.status).toBe('fulfilled');
    expect(victimResult).toEqual({ status: 'fulfilled', value: 'gravado' });
    expect(attempts).toBe(2);
  });

  it('passes the deadlock on otherwise', async () => {
    const { attempts, victimResult } = await collide(false);
    expect(attempts).toBe(1);
    expect(victimResult.status).toBe('rejected');
    expect(isDeadlock((victimResult as PromiseRejectedResult).reason)).toBe(true);
  });
});
