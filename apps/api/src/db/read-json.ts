import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './database';

/** One statement's single JSON value (`data`), or null when it answers no row. */
export async function readJson<T>(db: Database, statement: SQL): Promise<T | null> {
  const [row] = await db.select({ data: sql<T | string>`data` }).from(sql`(${statement}) as read`);
  if (!row) return null;
  // node-postgres parses json columns; PGlite may hand back the text.
  return typeof row.data === 'string' ? (JSON.parse(row.data) as T) : row.data;
}
