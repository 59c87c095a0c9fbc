import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// SQL that lives as a source file in the tree (functions the app calls, e.g.
// features/check-ins/check-in-write.sql) is installed by a drizzle migration whose end is a copy
// of that file, made by install-sql.ts. The file is the source of truth: a test compares it with
// the newest migration that defines its functions (sqlSourceDrift).

/** apps/api, which drizzle's migrations folder and the source paths are relative to. */
export const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const MIGRATIONS_DIR = join(API_ROOT, 'drizzle');

export const BREAKPOINT = '--> statement-breakpoint';
const STATEMENT_START = /^(CREATE|DROP|ALTER|COMMENT|GRANT|REVOKE)\b/;

/** The first line of a migration's installed copy; everything above it is the migration's own. */
export const installedHeader = (sourcePath: string) =>
  `-- Installed from ${sourcePath} by src/db/install-sql.ts: edit that file, not this copy.`;

/**
 * The copy of a source file a migration ends with: its header, then the file with drizzle's
 * statement breakpoints before each top-level statement (a line starting with CREATE, DROP…, in
 * column 0) and the comments right above it.
 */
export function installedCopy(sourcePath: string, sql: string): string {
  const lines = sql.replace(/\s+$/, '').split('\n');
  const starts = lines.flatMap((line, index) => (STATEMENT_START.test(line) ? [index] : []));
  const breaks = new Set(
    starts.slice(1).map((start) => {
      let index = start;
      while (index > 0 && lines[index - 1]?.startsWith('--')) index--;
      return index;
    }),
  );
  const out = lines.flatMap((line, index) => (breaks.has(index) ? [BREAKPOINT, line] : [line]));
  return `${installedHeader(sourcePath)}\n${out.join('\n')}\n`;
}

/** The functions a SQL source defines (CREATE [OR REPLACE] FUNCTION name). */
export function definedFunctions(sql: string): string[] {
  return [...sql.matchAll(/^CREATE (?:OR REPLACE )?FUNCTION "?(\w+)"?\s*\(/gm)].map(
    (match) => match[1] ?? '',
  );
}

/** Migration file names (without .sql) in the order drizzle applies them. */
export function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

const mentions = (migration: string, name: string) =>
  new RegExp(`FUNCTION\\s+"?${name}"?\\s*\\(`, 'i').test(migration);

/**
 * Why the newest migration that defines or drops a function of `sourcePath` does not install
 * exactly that file (its copy is missing or differs), or `undefined` when it does. `sql` is the
 * file's text (read from disk unless given).
 */
export function sqlSourceDrift(
  sourcePath: string,
  sql = readFileSync(join(API_ROOT, sourcePath), 'utf8'),
): string | undefined {
  const names = definedFunctions(sql);
  if (names.length === 0) return `${sourcePath} defines no function`;
  const tag = migrationTags()
    .reverse()
    .find((candidate) => {
      const migration = readFileSync(join(MIGRATIONS_DIR, `${candidate}.sql`), 'utf8');
      return names.some((name) => mentions(migration, name));
    });
  if (!tag) return `no migration installs ${sourcePath}`;
  const migration = readFileSync(join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
  const header = migration.indexOf(installedHeader(sourcePath));
  if (header < 0) return `${tag}.sql defines ${names.join(', ')} but is no copy of ${sourcePath}`;
  if (migration.slice(header) !== installedCopy(sourcePath, sql)) {
    return `${tag}.sql's copy differs from ${sourcePath}: add a migration and install the file`;
  }
  return undefined;
}

/** `path` relative to apps/api, as the header names it. */
export const sourcePathOf = (path: string) => relative(API_ROOT, path).split('\\').join('/');
