import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

// pg-test.sh: fast (durability off) for the tests, PostgreSQL's defaults for the bench.
const script = join(dirname(fileURLToPath(import.meta.url)), 'pg-test.sh');
const run = promisify(execFile);

async function settingsOf(durability) {
  const env = { ...process.env };
  if (durability) env.PG_TEST_DURABILITY = durability;
  else delete env.PG_TEST_DURABILITY;
  const { stdout } = await run('bash', [script, 'start'], { env });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(stdout)[1];
  const dir = /PG_TEST_DIR=(\S+)/.exec(stdout)[1];
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const settings = {};
    for (const name of ['fsync', 'synchronous_commit', 'full_page_writes']) {
      const { rows } = await client.query(`SHOW ${name}`);
      settings[name] = rows[0][name];
    }
    return settings;
  } finally {
    await client.end().catch(() => {});
    await run('bash', [script, 'stop', dir]);
  }
}

describe('pg-test.sh durability', () => {
  it('switches durability off by default (tests)', async () => {
    expect(await settingsOf(undefined)).toEqual({
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
    });
  });

  it('keeps PostgreSQL durable with PG_TEST_DURABILITY=durable (bench)', async () => {
    expect(await settingsOf('durable')).toEqual({
      fsync: 'on',
      synchronous_commit: 'on',
      full_page_writes: 'on',
    });
  });

  it('refuses an unknown mode', async () => {
    await expect(settingsOf('maybe')).rejects.toThrow();
  });
});
