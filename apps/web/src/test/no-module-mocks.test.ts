import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web tests share their worker's modules (isolate: false in vite.config.ts): a module mock
// in one file would leak into the files after it, or miss a module one of them loaded first.
const SRC = join(__dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web tests', () => {
  it('mock no module', () => {
    const mocking = testFiles(SRC)
      .filter((path) => /\bvi\.(do)?mock\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(mocking).toEqual([]);
  });
});
