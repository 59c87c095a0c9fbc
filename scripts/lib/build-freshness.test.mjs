import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../build.mjs';
import {
  checkFreshness,
  forgetBuild,
  HASH_FILE,
  hashInputs,
  recordBuild,
  TARGETS,
} from './build-freshness.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));

let root;
function write(path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

// A stand-in output: its "build" copies the source and counts its runs in a file beside it.
const target = {
  name: 'app',
  outDir: 'app/dist',
  entry: 'main.js',
  inputs: ['app/src', 'lock.json'],
  command: [
    process.execPath,
    '-e',
    `const fs = require('node:fs');
     fs.mkdirSync('app/dist', { recursive: true });
     fs.copyFileSync('app/src/main.js', 'app/dist/main.js');
     fs.appendFileSync('builds.log', 'x');`,
  ],
};
const builds = () =>
  existsSync(join(root, 'builds.log')) ? readFileSync(join(root, 'builds.log'), 'utf8').length : 0;
const quiet = { log() {}, error() {} };
const startLike = () => build({ ifStale: true, root, targets: [target], log: quiet });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rumo-freshness-'));
  write('app/src/main.js', 'console.log(1);\n');
  write('app/src/lib/util.js', 'export const a = 1;\n');
  write('lock.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only what is stale', () => {
  it('builds a fresh clone, then skips while nothing changes', () => {
    expect(startLike()).toBe(true);
    expect(builds()).toBe(1);
    expect(readFileSync(join(root, target.outDir, HASH_FILE), 'utf8').trim()).toMatch(
      /^[0-9a-f]{64}$/,
    );
    expect(startLike()).toBe(true);
    expect(startLike()).toBe(true);
    expect(builds()).toBe(1);
  });

  it('rebuilds after an edit, an added, a removed or a renamed source file', () => {
    startLike();
    const edits = [
      () => write('app/src/lib/util.js', 'export const a = 2;\n'),
      () => write('app/src/lib/new.js', 'export {};\n'),
      () => rmSync(join(root, 'app/src/lib/new.js')),
      () => {
        rmSync(join(root, 'app/src/lib/util.js'));
        write('app/src/lib/util2.js', 'export const a = 2;\n');
      },
      () => write('lock.json', '{"lockfileVersion":3}\n'),
    ];
    for (const [index, edit] of edits.entries()) {
      edit();
      startLike();
      expect(builds()).toBe(index + 2);
      startLike();
      expect(builds()).toBe(index + 2);
    }
  });

  it('rebuilds when the output or its hash is missing', () => {
    startLike();
    rmSync(join(root, target.outDir, target.entry));
    startLike();
    expect(builds()).toBe(2);
    rmSync(join(root, target.outDir, HASH_FILE));
    startLike();
    expect(builds()).toBe(3);
  });

  it('ignores tests, installed packages and build outputs among the inputs', () => {
    startLike();
    write('app/src/main.test.js', 'test();\n');
    write('app/src/node_modules/dep/index.js', 'x\n');
    write('app/src/dist/out.js', 'x\n');
    startLike();
    expect(builds()).toBe(1);
  });

  it('always builds without --if-stale, and reports a failed build without a hash', () => {
    startLike();
    expect(build({ root, targets: [target], log: quiet })).toBe(true);
    expect(builds()).toBe(2);
    const failing = { ...target, command: [process.execPath, '-e', 'process.exit(3)'] };
    write('app/src/main.js', 'console.log(2);\n');
    expect(build({ ifStale: true, root, targets: [failing], log: quiet })).toBe(false);
    expect(existsSync(join(root, target.outDir, HASH_FILE))).toBe(false);
    expect(checkFreshness(root, target).fresh).toBe(false);
  });
});

describe('hashInputs', () => {
  it('depends on paths and contents only, in a stable order', () => {
    const first = hashInputs(root, target.inputs);
    expect(hashInputs(root, target.inputs)).toBe(first);
    // Same bytes moved from one file to its neighbour: a different build.
    write('app/src/main.js', 'console.log(1);\nexport const a = 1;\n');
    write('app/src/lib/util.js', '');
    expect(hashInputs(root, target.inputs)).not.toBe(first);
  });

  it('skips inputs that do not exist', () => {
    expect(hashInputs(root, [...target.inputs, 'missing'])).toBe(hashInputs(root, target.inputs));
  });
});

describe('recordBuild and forgetBuild', () => {
  it('record a hash only beside a built entry file, and forget it', () => {
    expect(recordBuild(root, target, 'abc')).toBe(false);
    startLike();
    expect(checkFreshness(root, target).fresh).toBe(true);
    forgetBuild(root, target);
    expect(checkFreshness(root, target).fresh).toBe(false);
  });
});

describe('the repository targets', () => {
  it('name inputs that exist, so that a moved folder cannot silently drop out of the hash', () => {
    for (const { inputs } of TARGETS) {
      for (const input of inputs) expect(existsSync(join(REPO, input)), input).toBe(true);
    }
  });

  it('cover the sources of the web app, the API and the shared packages', () => {
    const inputs = Object.fromEntries(TARGETS.map(({ name, inputs }) => [name, inputs]));
    expect(inputs.web).toEqual(
      expect.arrayContaining(['apps/web', 'packages/shared', 'packages/efi', 'package-lock.json']),
    );
    expect(inputs.api).toEqual(
      expect.arrayContaining([
        'apps/api/src',
        'packages/shared',
        'packages/efi',
        'packages/nfse',
        'package-lock.json',
      ]),
    );
  });
});
