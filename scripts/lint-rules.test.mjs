import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The API's lint rules of biome.json, proven on fixture files written for the run inside
// apps/api/src (so the rules' real `includes` apply) and deleted afterwards.
const REPO = fileURLToPath(new URL('..', import.meta.url));
const ID = `zz-lint-fixture-${process.pid}`;
const FEATURE = `apps/api/src/features/${ID}`;
const PLUGIN = `apps/api/src/plugins/${ID}.ts`;
const ROOT = `apps/api/src/${ID}.ts`;

const fixtures = {
  [`${FEATURE}/cross.ts`]: [
    "import { objectives } from '../objectives/objectives.table';",
    "import { listObjectives } from '../objectives/objectives.service';",
    "import { nothing } from '../objectives';",
    'export const cross = [objectives, listObjectives, nothing];',
  ],
  [`${FEATURE}/through-public.ts`]: [
    "import { objectives } from '../objectives/public';",
    "import { errors } from '../../lib/errors';",
    "import { own } from './cross';",
    'export const allowed = [objectives, errors, own];',
  ],
  [`${FEATURE}/staff.ts`]: [
    "import { staff } from '../backoffice/public';",
    'export const fromBackoffice = staff;',
  ],
  [`${FEATURE}/clock.ts`]: [
    'export const stamp = Date.now();',
    'export const today = new Date();',
    'export const given = new Date(stamp);',
    "export const parsed = new Date('2026-01-01T00:00:00Z');",
  ],
  [`${FEATURE}/${ID}.table.ts`]: [
    "import { users } from '../users/users.table';",
    "import { findUserById } from '../users/users.repository';",
    'export const references = [users, findUserById];',
  ],
  [`${FEATURE}/internals.test.ts`]: [
    "import { objectives } from '../objectives/objectives.table';",
    'export const inTest = [objectives, Date.now(), new Date()];',
  ],
  [PLUGIN]: [
    "import { sessionCache } from '../features/auth/session-cache';",
    "import { authPublic } from '../features/auth/public';",
    'export const plugin = [sessionCache, authPublic, Date.now()];',
  ],
  [ROOT]: [
    "import { authRoutes } from './features/auth/auth.routes';",
    "import { billingJobs } from './features/billing/billing.jobs';",
    "import { seedDemo } from './features/demo/demo.seed';",
    "import { mailer } from './features/mail/mailer';",
    'export const root = [authRoutes, billingJobs, seedDemo, mailer];',
  ],
};

/** `path:line` of every boundary (noRestrictedImports) and clock (plugin) diagnostic. */
let found = { imports: [], clock: [] };

beforeAll(() => {
  for (const [path, lines] of Object.entries(fixtures)) {
    mkdirSync(dirname(join(REPO, path)), { recursive: true });
    writeFileSync(join(REPO, path), `${lines.join('\n')}\n`);
  }
  let output;
  try {
    output = execFileSync(
      'npx',
      ['biome', 'lint', '--reporter=json', '--max-diagnostics=none', ...Object.keys(fixtures)],
      { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    // Biome exits 1 when it reports errors; the report is still on stdout.
    output = error.stdout;
  }
  const report = JSON.parse(output);
  const at = (d) => `${d.location.path.replace(`${FEATURE}/`, '')}:${d.location.start.line}`;
  found = {
    imports: report.diagnostics
      .filter((d) => d.category === 'lint/style/noRestrictedImports')
      .map(at)
      .sort(),
    clock: report.diagnostics
      .filter((d) => d.category === 'plugin')
      .map(at)
      .sort(),
  };
}, 60_000);

afterAll(() => {
  rmSync(join(REPO, FEATURE), { recursive: true, force: true });
  rmSync(join(REPO, PLUGIN), { force: true });
  rmSync(join(REPO, ROOT), { force: true });
});

describe('feature boundaries (noRestrictedImports)', () => {
  it("rejects a feature's import of another feature's table, service or folder", () => {
    expect(found.imports).toEqual(
      expect.arrayContaining(['cross.ts:1', 'cross.ts:2', 'cross.ts:3']),
    );
  });

  it("accepts another feature's public.ts, the app's lib and the feature's own files", () => {
    expect(found.imports.filter((at) => at.startsWith('through-public.ts'))).toEqual([]);
  });

  it('keeps the backoffice out of the customer features, even its public.ts', () => {
    expect(found.imports).toContain('staff.ts:1');
  });

  it("lets a table reference another feature's table, and nothing else of it", () => {
    expect(found.imports.filter((at) => at.startsWith(`${ID}.table.ts`))).toEqual([
      `${ID}.table.ts:2`,
    ]);
  });

  it('leaves tests free to reach internals', () => {
    expect(found.imports.filter((at) => at.startsWith('internals.test.ts'))).toEqual([]);
  });

  it('lets plugins use a feature only through its public.ts', () => {
    expect(found.imports.filter((at) => at.startsWith(PLUGIN))).toEqual([`${PLUGIN}:1`]);
  });

  it('lets the composition root import routes, jobs and seeds, the rest through public.ts', () => {
    expect(found.imports.filter((at) => at.startsWith(ROOT))).toEqual([`${ROOT}:4`]);
  });
});

describe('one clock (GritQL plugin)', () => {
  it('rejects Date.now() and new Date() without arguments in features, not new Date(x)', () => {
    expect(found.clock.filter((at) => at.startsWith('clock.ts'))).toEqual([
      'clock.ts:1',
      'clock.ts:2',
    ]);
  });

  it('leaves tests and code outside features alone', () => {
    expect(found.clock).toEqual(['clock.ts:1', 'clock.ts:2']);
  });
});
