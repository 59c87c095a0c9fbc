import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/database';
import { findLiveSession } from '../features/billing/public';
import { readCompanyVersion } from '../features/read-cache/company-versions.repository';
import type { TestApp } from './test-app';

type Query = (...args: unknown[]) => Promise<unknown>;
type Sink = (text: string) => void;

/** The SQL text of a driver call: a string, or node-postgres' `{ name, text, values }` config. */
const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: unknown })?.text ?? query);

/** Replaces `target[method]` by a wrapper that tells `sink` each statement before running it. */
function tap(target: Record<string, unknown>, method: string, sink: Sink) {
  const original = (target[method] as Query).bind(target);
  target[method] = (query: unknown, ...rest: unknown[]) => {
    sink(textOf(query));
    return original(query, ...rest);
  };
}

/**
 * Taps the driver below Drizzle, so every statement counts, whether Drizzle, `rawQuery` or a
 * transaction sends it: PGlite's `query`/`exec` (and its transactions' BEGIN, COMMIT and
 * statements), node-postgres' pooled clients' `query` (their BEGIN/COMMIT are statements too).
 */
function tapDriver(db: Database, sink: Sink) {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  if (typeof client.totalCount === 'number') {
    const tapped = new WeakSet<object>();
    const tapClient = (pooled: Record<string, unknown>) => {
      if (tapped.has(pooled)) return;
      tapped.add(pooled);
      tap(pooled, 'query', sink);
    };
    // pg-pool's own `query` goes through `this.connect(callback)` too.
    const connect = (client.connect as Query).bind(client);
    client.connect = (callback?: (error: unknown, pooled?: never, done?: unknown) => void) => {
      if (!callback) {
        return connect().then((pooled) => {
          tapClient(pooled as Record<string, unknown>);
          return pooled;
        });
      }
      return connect((error: unknown, pooled: Record<string, unknown>, done: unknown) => {
        if (pooled) tapClient(pooled);
        callback(error, pooled as never, done);
      });
    };
    return;
  }
  tap(client, 'query', sink);
  tap(client, 'exec', sink);
  const transaction = (client.transaction as Query).bind(client);
  client.transaction = async (body: (tx: Record<string, unknown>) => Promise<unknown>) => {
    sink('begin');
    const result = await transaction((tx: unknown) => {
      const handle = tx as Record<string, unknown>;
      tap(handle, 'query', sink);
      tap(handle, 'exec', sink);
      return body(handle);
    });
    sink('commit');
    return result;
  };
}

export interface StatementRecorder {
  /** Runs `action` and answers the SQL text of every statement sent meanwhile, in order. */
  record<T>(action: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
}

const recorders = new WeakMap<Database, StatementRecorder>();

/** Counts the statements sent on a test database (PGlite or PostgreSQL); one tap per database. */
export function statementRecorder(db: Database): StatementRecorder {
  const existing = recorders.get(db);
  if (existing) return existing;
  let current: string[] | null = null;
  tapDriver(db, (text) => current?.push(text));
  const recorder: StatementRecorder = {
    async record(action) {
      if (current) throw new Error('statementRecorder: one recording at a time');
      const statements: string[] = [];
      current = statements;
      try {
        return { result: await action(), statements };
      } finally {
        current = null;
      }
    },
  };
  recorders.set(db, recorder);
  return recorder;
}

export interface RequestStatements {
  response: LightMyRequestResponse;
  /** What the route itself sent: every statement but the two below. */
  statements: string[];
  /**
   * Statements of the customer scope's hooks, the same for every route: the session lookup
   * (`findLiveSession`, when the session cache holds no fresh entry) and the read cache's
   * company data version (`readCompanyVersion`, on every cacheable GET when the cache is on).
   */
  excluded: string[];
}

const hookTexts = new WeakMap<Database, Set<string>>();

/** The exact SQL texts of the two hook statements, recorded once by running them. */
async function hookStatementTexts(db: Database): Promise<Set<string>> {
  const known = hookTexts.get(db);
  if (known) return known;
  const { statements } = await statementRecorder(db).record(async () => {
    await findLiveSession(db, randomUUID(), randomUUID());
    await readCompanyVersion(db, randomUUID());
  });
  if (statements.length !== 2) throw new Error(`expected 2 hook statements, saw ${statements}`);
  const texts = new Set(statements);
  hookTexts.set(db, texts);
  return texts;
}

/** Injects one request and answers the statements its route sent, the hooks' set apart. */
export async function requestStatements(
  t: TestApp,
  request: InjectOptions,
): Promise<RequestStatements> {
  const hooks = await hookStatementTexts(t.db);
  const { result: response, statements: all } = await statementRecorder(t.db).record(() =>
    t.app.inject(request),
  );
  return {
    response,
    statements: all.filter((text) => !hooks.has(text)),
    excluded: all.filter((text) => hooks.has(text)),
  };
}
