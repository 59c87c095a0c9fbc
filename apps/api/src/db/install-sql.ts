import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BREAKPOINT, installedCopy, installedHeader, sourcePathOf } from './sql-source';

// Installs a SQL source file through a migration: replaces everything from the installed copy's
// header to the end of the migration with a fresh copy of the file (or appends one), keeping
// what the migration says above it (e.g. dropping a function the file no longer defines).
//
//   cd apps/api && npx drizzle-kit generate --custom --name my_change
//   npx tsx src/db/install-sql.ts src/features/check-ins/check-in-write.sql drizzle/00NN_my_change.sql

const [source, migrationFile] = process.argv.slice(2);
if (!source || !migrationFile) {
  console.error('usage: tsx src/db/install-sql.ts <source.sql> <drizzle/migration.sql>');
  process.exit(2);
}
const sourcePath = sourcePathOf(resolve(source));
const migration = readFileSync(migrationFile, 'utf8').replace(
  /^-- Custom SQL migration file, put your code below! --\n?/,
  '',
);
const header = migration.indexOf(installedHeader(sourcePath));
const own = (header < 0 ? migration : migration.slice(0, header)).replace(/\s+$/, '');
// What the migration does itself is its own statement: a breakpoint separates it from the copy.
const prelude = own === '' ? '' : `${own}${own.endsWith(BREAKPOINT) ? '' : `\n${BREAKPOINT}`}\n`;
writeFileSync(migrationFile, prelude + installedCopy(sourcePath, readFileSync(source, 'utf8')));
console.log(`${migrationFile}: installs ${sourcePath}`);
