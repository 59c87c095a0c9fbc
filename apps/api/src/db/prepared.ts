import type { Database } from './database';

/**
 * Builds a hot statement once per database handle (or transaction) and variant instead of on
 * every call: Drizzle's query building costs more CPU than a small read itself. `build` ends in
 * `.prepare(name)` with a name unique to its SQL text (node-postgres then parses it once per
 * connection and PostgreSQL keeps its plan); values come in as `sql.placeholder`s.
 */
export function preparedPerDatabase<Variant, Statement>(
  keyOf: (variant: Variant) => string,
  build: (db: Database, variant: Variant) => Statement,
): (db: Database, variant: Variant) => Statement {
  const byDatabase = new WeakMap<Database, Map<string, Statement>>();
  return (db, variant) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      byDatabase.set(db, statements);
    }
    const key = keyOf(variant);
    let statement = statements.get(key);
    if (!statement) {
      statement = build(db, variant);
      statements.set(key, statement);
    }
    return statement;
  };
}

/** A query for a single statement with no variants. */
export function preparedOnce<Statement>(
  build: (db: Database) => Statement,
): (db: Database) => Statement {
  const statement = preparedPerDatabase(
    () => '',
    (db: Database) => build(db),
  );
  return (db) => statement(db, undefined);
}
