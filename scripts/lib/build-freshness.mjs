// Whether a build output is current: a SHA-256 of its inputs (paths and contents) is stored in
// the output folder after a successful build; the same hash now means nothing changed since.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HASH_FILE = '.build-hash';

// Never part of an output: installed packages, outputs themselves, tests.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

// Shared by both outputs: the workspaces they bundle, the dependency versions, the compiler
// settings and these build scripts.
const COMMON_INPUTS = [
  'packages/shared',
  'packages/efi',
  'packages/nfse',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts',
];

/** What `npm start` keeps built; `command` is run from the repository root. */
export const TARGETS = [
  {
    name: 'web',
    outDir: 'apps/web/dist',
    entry: 'index.html',
    inputs: ['apps/web', ...COMMON_INPUTS],
    command: ['npm', 'run', 'build', '-w', '@rumo/web'],
  },
  {
    name: 'api',
    outDir: 'apps/api/dist',
    entry: 'server.js',
    // Not the migrations (read at run time from apps/api/drizzle) nor the benchmarks.
    inputs: [
      'apps/api/src',
      'apps/api/scripts',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
      ...COMMON_INPUTS,
    ],
    command: ['npm', 'run', 'build', '-w', '@rumo/api'],
  },
];

/** Files under `input` (a file or a folder), relative to `root`, in a stable order. */
function listFiles(root, input, files) {
  const path = join(root, input);
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') files.push(input);
    else if (error.code !== 'ENOENT') throw error;
    return files;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const child = `${input}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(root, child, files);
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      files.push(child);
    }
  }
  return files;
}

/** Hex SHA-256 of the inputs' paths and contents: any edit, addition, removal or rename changes it. */
export function hashInputs(root, inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of listFiles(root, input, [])) {
      const content = readFileSync(join(root, file));
      hash.update(`${file}\0${content.length}\0`);
      hash.update(content);
    }
  }
  return hash.digest('hex');
}

/**
 * `{ fresh, hash }`: fresh when the output's entry file exists and its stored hash equals the
 * inputs' hash now. `hash` is what to store once a build succeeds.
 */
export function checkFreshness(root, target) {
  const hash = hashInputs(root, target.inputs);
  const outDir = join(root, target.outDir);
  if (!existsSync(join(outDir, target.entry))) return { fresh: false, hash };
  let stored;
  try {
    stored = readFileSync(join(outDir, HASH_FILE), 'utf8').trim();
  } catch {
    return { fresh: false, hash };
  }
  return { fresh: stored === hash, hash };
}

/** Before a build: an interrupted build must not look current. */
export function forgetBuild(root, target) {
  rmSync(join(root, target.outDir, HASH_FILE), { force: true });
}

/**
 * After a build that succeeded, with the hash taken before it started (an edit made during the
 * build then shows as stale next time). False when the build left no entry file.
 */
export function recordBuild(root, target, hash) {
  const outDir = join(root, target.outDir);
  if (!existsSync(join(outDir, target.entry))) return false;
  writeFileSync(join(outDir, HASH_FILE), `${hash}\n`);
  return true;
}
