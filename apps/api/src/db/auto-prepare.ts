import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The size class of the company a request reads (decision 0052): 'L' from 1,000 objectives, else
 * ''. Set by the customer scope once the session is known. A large company's reads are not named
 * here, so they are planned on every call: a named statement soon runs one generic plan, whose
 * estimates are a typical tenant's (`company_id = $1` keeps rows / companies), and a company of
 * 5,000 objectives ran plans costed for 30 (the company chart 52–63 ms instead of 6). Statements
 * named in code keep their names: their generic plans were chosen for every size (decision 0020).
 */
export const sizeClassScope = new AsyncLocalStorage<{ sizeClass: string }>();

/**
 * Starts a read whose best plan depends on its values themselves (a LIKE pattern: a prefix
 * range, a trigram lookup or an index walk): it is sent unnamed, so it is planned on every call.
 */
export const PLANNED_PER_CALL = '/* planned per call */ ';

/**
 * Distinct statement texts given a name, process-wide. The app has a few hundred reads; texts
 * that vary with their input (an `in (...)` list per length) stay well under this, and past it a
 * statement simply runs unnamed, as before.
 */
export const AUTO_PREPARE_LIMIT = 2000;
/** A statement with more values than this is a bulk write or an import, not a hot read. */
const MAX_VALUES = 64;

const READ = /^\s*\(?\s*(select|with)\b/i;

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
  /** Stamped by `stampSizeClass` where the request's context is still known. */
  sizeClass?: string;
}

const isConfig = (value: unknown): value is QueryConfig =>
  typeof value === 'object' && value !== null && typeof (value as QueryConfig).text === 'string';

/**
 * Names every parameterized read after a hash of its text, so node-postgres parses it once per
 * connection and PostgreSQL keeps its plan (and switches to a generic one where that plan costs no
 * more than the custom ones). Without a name each cache-miss read was parsed, analyzed and planned
 * on every call: most of PostgreSQL's CPU for the small reads (decision 0043).
 */
export function autoPrepare(client: pg.PoolClient, names: Map<string, string>): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: QueryConfig, values: unknown): QueryConfig => {
    const { sizeClass = sizeClassScope.getStore()?.sizeClass ?? '', ...sent } = config;
    if (sent.name) return sent;
    if (sizeClass === 'L' || sent.text.startsWith(PLANNED_PER_CALL)) return sent;
    const count = Array.isArray(values) ? values.length : (sent.values?.length ?? 0);
    if (count === 0 || count > MAX_VALUES || !READ.test(sent.text)) return sent;
    let name = names.get(sent.text);
    if (!name) {
      if (names.size >= AUTO_PREPARE_LIMIT) return sent;
      name = `r_${createHash('sha1').update(sent.text).digest('base64url')}`;
      names.set(sent.text, name);
    }
    return { ...sent, name };
  };
  // node-postgres' overloads do not survive a wrapper's rest parameters.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => query(isConfig(config) ? named(config, rest[0]) : config, ...rest);
}

/**
 * `pool.query` hands its statement to a connection in a callback that may run in another
 * request's context (when it waited for a free connection): the class is stamped on a copy of the
 * statement here, while the caller's context is current.
 */
export function stampSizeClass(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => {
    const sizeClass = sizeClassScope.getStore()?.sizeClass;
    return query(sizeClass && isConfig(config) ? { ...config, sizeClass } : config, ...rest);
  };
}
