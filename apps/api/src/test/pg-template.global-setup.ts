import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { databaseUrl, onServer } from './pg-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Migrated template database on the TEST_DATABASE_URL server; absent on PGlite. */
    pgTemplate?: string;
  }
}

/**
 * Vitest global setup of the api project on PostgreSQL (TEST_DATABASE_URL): runs the migrations
 * once per run into a template database, then each `openTestDatabase()` creates its own database
 * as a copy of it (`CREATE DATABASE … TEMPLATE`, a file copy on the server) instead of running
 * every migration again. PostgreSQL copies a template only while nobody is connected to it, so
 * once migrated it is closed to connections (`ALLOW_CONNECTIONS false`): no test can hold it open.
 * Dropped when the run ends. Not used on PGlite (see pglite-template.global-setup.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return async () => {};
  const name = `rumo_template_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  await onServer(
    serverUrl,
    `alter database "${name}" with is_template true allow_connections false`,
  );
  project.provide('pgTemplate', name);
  return async () => {
    await onServer(serverUrl, `alter database "${name}" with is_template false`);
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  };
}
