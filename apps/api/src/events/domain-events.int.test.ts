import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test/test-database';
import { DomainEventBus, inTransaction } from './domain-events';

declare module './domain-events' {
  interface DomainEventMap {
    'test.happened': { id: number };
  }
}

const silentLog = {
  errors: [] as unknown[],
  error(object: unknown) {
    this.errors.push(object);
  },
};

describe('domain events', () => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase());
    await db.execute(sql`create table event_probe (id int)`);
  });
  afterAll(() => close());

  function busSeeing(seen: string[]) {
    const bus = new DomainEventBus({
      db,
      now: () => new Date(0),
      log: silentLog as never,
    });
    bus.subscribe('test.happened', async ({ id }, context) => {
      // Runs after the commit: the row is there for another statement to see.
      const result = await context.db.execute(sql`select id from event_probe where id = ${id}`);
      seen.push(`first ${id}: ${(result as unknown as { rows: unknown[] }).rows.length}`);
    });
    return bus;
  }

  it('delivers what a transaction published once it has committed, in order', async () => {
    const seen: string[] = [];
    const events = busSeeing(seen);
    events.subscribe('test.happened', async ({ id }) => {
      seen.push(`second ${id}`);
    });
    await inTransaction({ db, events }, async (tx, publish) => {
      await tx.execute(sql`insert into event_probe values (1)`);
      publish('test.happened', { id: 1 });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['first 1: 1', 'second 1']);
  });

  it('delivers nothing when the transaction fails', async () => {
    const seen: string[] = [];
    const events = busSeeing(seen);
    await expect(
      inTransaction({ db, events }, async (_tx, publish) => {
        publish('test.happened', { id: 2 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(seen).toEqual([]);
  });

  it('logs a failing subscriber and still runs the others', async () => {
    const seen: string[] = [];
    const events = new DomainEventBus({ db, now: () => new Date(0), log: silentLog as never });
    events.subscribe('test.happened', async () => {
      throw new Error('subscriber down');
    });
    events.subscribe('test.happened', async ({ id }) => {
      seen.push(`after ${id}`);
    });
    await inTransaction({ db, events }, async (_tx, publish) =>
      publish('test.happened', { id: 3 }),
    );
    expect(seen).toEqual(['after 3']);
    expect(silentLog.errors).toHaveLength(1);
  });
});
