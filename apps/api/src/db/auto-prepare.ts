import { createHash } from 'node:crypto';
import type pg from 'pg';

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
    const count = Array.isArray(values) ? values.length : (config.values?.length ?? 0);
    if (config.name || count === 0 || count > MAX_VALUES || !READ.test(config.text)) return config;
    let name = names.get(config.text);
    if (!name) {
      if (names.size >= AUTO_PREPARE_LIMIT) return config;
      name = `r_${createHash('sha1').update(config.text).digest('base64url')}`;
      names.set(config.text, name);
    }
    return { ...config, name };
  };
  // node-postgres' overloads do not survive a wrapper's rest parameters.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    config: unknown,
    ...rest: unknown[]
  ) => query(isConfig(config) ? named(config, rest[0]) : config, ...rest);
}
