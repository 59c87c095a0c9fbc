import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/test-app';
import {
  createSessionCache,
  type LiveSessionRow as Row,
  SESSION_CACHE_TTL_MS,
} from './session-cache';

type LiveSessionRow = Row<never>;

const HOUR = 3_600_000;
const row = (sessionId: string, overrides: Partial<LiveSessionRow> = {}): LiveSessionRow => ({
  sessionId,
  id: `user-${sessionId}`,
  companyId: `company-${sessionId}`,
  role: 'user',
  expiresAt: new Date(Date.now() + HOUR),
  subscription: null,
  sizeClass: '',
  ...overrides,
});

/** A cache over a fake table, counting its reads. */
function setup(options: { maxEntries?: number } = {}) {
  const clock = testClock();
  const table = new Map<string, LiveSessionRow>();
  let reads = 0;
  const cache = createSessionCache({
    load: async (sessionId) => {
      reads++;
      return table.get(sessionId);
    },
    now: clock.now,
    ...options,
  });
  return { clock, table, cache, reads: () => reads };
}

describe('session cache', () => {
  it('reads a session once within the bound, and again past it', async () => {
    const { clock, table, cache, reads } = setup();
    table.set('a', row('a'));
    expect((await cache.get('a', 'user-a'))?.user.companyId).toBe('company-a');
    await cache.get('a', 'user-a');
    expect(reads()).toBe(1);
    table.delete('a');
    clock.advanceMs(SESSION_CACHE_TTL_MS - 1);
    expect(await cache.get('a', 'user-a')).toBeDefined();
    clock.advanceMs(1);
    expect(await cache.get('a', 'user-a')).toBeUndefined();
    expect(reads()).toBe(2);
  });

  it('reads once for requests that arrive together', async () => {
    const { table, cache, reads } = setup();
    table.set('a', row('a'));
    await Promise.all(Array.from({ length: 20 }, () => cache.get('a', 'user-a')));
    expect(reads()).toBe(1);
  });

  it('never answers for another user, nor past the session’s own expiry', async () => {
    const { table, cache } = setup();
    table.set('a', row('a'));
    await cache.get('a', 'user-a');
    table.delete('a');
    expect(await cache.get('a', 'user-b')).toBeUndefined();
    table.set('old', row('old', { expiresAt: new Date(Date.now() - 1) }));
    expect(await cache.get('old', 'user-old')).toBeUndefined();
  });

  it('evicts by session, user and company at once', async () => {
    const { table, cache, reads } = setup();
    for (const id of ['a', 'b', 'c']) table.set(id, row(id));
    for (const id of ['a', 'b', 'c']) await cache.get(id, `user-${id}`);
    cache.evictSession('a');
    cache.evictUser('user-b');
    cache.evictCompany('company-c');
    for (const id of ['a', 'b', 'c']) await cache.get(id, `user-${id}`);
    expect(reads()).toBe(6);
  });

  it('keeps at most maxEntries, dropping the oldest read', async () => {
    const { table, cache, reads } = setup({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) table.set(id, row(id));
    for (const id of ['a', 'b', 'c']) await cache.get(id, `user-${id}`);
    await cache.get('c', 'user-c');
    await cache.get('b', 'user-b');
    expect(reads()).toBe(3);
    await cache.get('a', 'user-a');
    expect(reads()).toBe(4);
  });

  it('does not keep what a read started before an eviction found', async () => {
    const clock = testClock();
    let release: (value: LiveSessionRow) => void = () => {};
    let reads = 0;
    const cache = createSessionCache<never>({
      load: () => {
        reads++;
        return reads === 1
          ? new Promise((resolve) => (release = resolve))
          : Promise.resolve(undefined);
      },
      now: clock.now,
    });
    const before = cache.get('a', 'user-a');
    cache.evictSession('a');
    release(row('a'));
    expect(await before).toBeDefined();
    expect(await cache.get('a', 'user-a')).toBeUndefined();
    expect(reads).toBe(2);
  });
});
