import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ROOT } from './lib/paths';
import { type ServerProcess, startServerProcess } from './test/server-process';

// Under apps/api, as the bundle finds the migrations and the web app from the package.json above
// it; under node_modules, which every tool ignores.
const CACHE = join(API_ROOT, 'node_modules', '.cache');

describe('the compiled API (npm run build)', () => {
  let outdir: string | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.dispose();
    if (outdir) await rm(outdir, { recursive: true, force: true });
  });

  it('runs on plain Node from its bundle: migrates, serves, and stops cleanly on SIGTERM', async () => {
    await mkdir(CACHE, { recursive: true });
    outdir = await mkdtemp(join(CACHE, 'rumo-api-build-'));
    await promisify(execFile)(process.execPath, [
      join(API_ROOT, 'scripts', 'build.mjs'),
      '--outdir',
      outdir,
    ]);
    expect((await readdir(outdir)).sort()).toEqual([
      'create-backoffice-admin.js',
      'create-backoffice-admin.js.map',
      'server.js',
      'server.js.map',
    ]);

    server = await startServerProcess({}, [process.execPath, join(outdir, 'server.js')]);
    // Plans come from a migrated table: the bundle found apps/api/drizzle.
    const plans = await fetch(`${server.url}/api/plans`);
    expect(plans.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 90_000);
});
