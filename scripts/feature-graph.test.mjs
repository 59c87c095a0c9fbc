import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const script = join(dirname(fileURLToPath(import.meta.url)), 'feature-graph.mjs');
const run = promisify(execFile);
let root;

async function features(files) {
  root = await mkdtemp(join(tmpdir(), 'feature-graph-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return run(process.execPath, [script, root]).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error) => ({ code: error.code, output: error.stderr }),
  );
}

afterEach(() => rm(root, { recursive: true, force: true }));

describe('scripts/feature-graph.mjs', () => {
  it('passes a graph whose features only import downwards', async () => {
    const result = await features({
      'teams/public.ts': 'export const team = 1;\n',
      'objectives/objectives.service.ts': "import { team } from '../teams/public';\n",
      'objectives/objectives.test.ts': "import { x } from '../checkins/public';\n",
    });
    expect(result).toEqual({ code: 0, output: 'feature graph: 2 features, no loop\n' });
  });

  it('fails on a loop through three features and names the files of each edge', async () => {
    const result = await features({
      'teams/teams.repository.ts': "import { cycles } from '../cycles/public';\n",
      'cycles/cycles.service.ts': "export { x } from '../objectives/objectives.table';\n",
      'objectives/objectives.service.ts': "const t = await import('../teams/public');\n",
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('feature loop: cycles ⇄ objectives ⇄ teams');
    expect(result.output).toContain('teams → cycles  (teams/teams.repository.ts)');
    expect(result.output).toContain('objectives → teams  (objectives/objectives.service.ts)');
  });
});
