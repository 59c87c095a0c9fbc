// `npm run build`: builds the web app (apps/web/dist) and the API (apps/api/dist).
// `--if-stale` builds only the outputs whose inputs changed since their last build (npm start,
// the e2e web server); `--only api` (repeatable) limits it to some outputs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkFreshness, forgetBuild, recordBuild, TARGETS } from './lib/build-freshness.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the outputs named in `only` (all by default), one after the other; returns false as
 * soon as one fails. `root`, `targets` and `log` are for tests.
 */
export function build({
  ifStale = false,
  only,
  root = ROOT,
  targets = TARGETS,
  log = console,
} = {}) {
  for (const target of targets) {
    if (only && !only.includes(target.name)) continue;
    const { fresh, hash } = checkFreshness(root, target);
    if (fresh && ifStale) continue;
    log.log(`Building ${target.name} (${target.outDir})…`);
    forgetBuild(root, target);
    const [command, ...args] = target.command;
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0 || !recordBuild(root, target, hash)) {
      log.error(`Build of ${target.name} failed.`);
      return false;
    }
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { 'if-stale': { type: 'boolean' }, only: { type: 'string', multiple: true } },
  });
  const unknown = values.only?.filter((name) => !TARGETS.some((target) => target.name === name));
  if (unknown?.length) {
    console.error(
      `Unknown output: ${unknown.join(', ')} (${TARGETS.map((t) => t.name).join(', ')}).`,
    );
    process.exit(1);
  }
  if (!build({ ifStale: values['if-stale'], only: values.only })) process.exit(1);
}
