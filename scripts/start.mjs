// `npm start`: rebuilds only what changed since the last build (usually nothing), then runs the
// compiled server in this same process, so signals (SIGTERM, Ctrl+C) and the exit code are the
// server's own. `node scripts/start.mjs create-backoffice-admin` runs that compiled script instead.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, ROOT } from './build.mjs';

const ENTRIES = { server: ['web', 'api'], 'create-backoffice-admin': ['api'] };

const entry = process.argv[2] ?? 'server';
if (!Object.hasOwn(ENTRIES, entry)) {
  console.error(`Unknown entry "${entry}": ${Object.keys(ENTRIES).join(' or ')}.`);
  process.exit(1);
}
if (!build({ ifStale: true, only: ENTRIES[entry] })) process.exit(1);
await import(pathToFileURL(join(ROOT, 'apps/api/dist', `${entry}.js`)).href);
