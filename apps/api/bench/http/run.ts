import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { durabilityLabel, type PostgresServer, postgresServer } from './durability';
import { parseOptions } from './options';
import { embeddedPhase, type PhaseResult, type PostgresRun, postgresPhase } from './phases';
import { killAllNow, stopAll } from './processes';
import { printReplicaProbe } from './replicas';
import { cacheLabel, printTables, verdictsOf } from './report';
import { SKIPPED_ROUTES } from './routes';
import { buildApiIfStale, serverCommand } from './rumo';
import { LoadClient } from './runner';
import { printSizes } from './sizes';
import { summarize } from './summary';

// `npm run bench:http`: Rumo under concurrent load (issue 9). On the throwaway PostgreSQL of
// `scripts/pg-test.sh`, seeds a small company and the 5,000-objective one, starts Rumo in
// production mode as its own process (`RUMO_SERVER_CMD` overrides the command; default:
// `node apps/api/dist/server.js` if built, else `npx tsx apps/api/src/server.ts`), plus two
// anchors (Fastify hello-world; a Fastify route running one `SELECT $1` on a pg.Pool of 10),
// and runs autocannon (50 connections, 10 s, 3 interleaved rounds, from a separate process) on
// the anchors, every authenticated customer GET route of both companies, the check-in POST and
// a realistic mix; then the embedded default (PGlite, production mode, the small company).
// Prints one table per company with issue 9's goals, writes JSON to bench-results/.
//
// Flags (after `npm run bench:http --`):
//   --quick            1 round of 3 s (1 s warm-up) instead of 3 rounds of 10 s
//   --only <text>      only targets whose name contains <text> (repeatable; anchors always run),
//                      e.g. --only 'GET /api/dashboard' --only 'small POST'
//   --skip-large       no 5,000-objective company (seeding it takes a minute or two)
//   --embedded-only    only the embedded (PGlite) part; --skip-embedded: without it
//   --skip-billing     no boleto checkout (10 buyers at once, each from its own address) and no
//                      nota fiscal queue (BENCH_INVOICES of their boletos paid, every paid
//                      notification sent twice more; notas per second, none twice)
//   --stages LIST      PostgreSQL stages, default warm,miss,after-writes: every read with the read
//                      cache warm, then missing it (READ_CACHE=off), then a write phase and the
//                      misses again on what it left (no reset, autovacuum only); table and index
//                      sizes before and after the writes
//   --writes N         the write phase's check-ins and key-result edits (100,000; quick 10,000)
//   --no-read-cache    no warm stage (and the embedded part with READ_CACHE=off)
//   --skip-replicas    no probe of two API replicas on one PostgreSQL (a check-in written on one
//                      seen by the other's cached read; a logout there ending the session here)
//   --unsafe-durability  keep the test server's settings (fsync, synchronous_commit and
//                      full_page_writes off); by default the bench starts a PostgreSQL with
//                      production durability (`PG_TEST_DURABILITY=durable scripts/pg-test.sh start`)
//   --rounds N, --duration S, --connections C   override the defaults

const options = parseOptions(process.argv.slice(2));
const givenUrl = process.env.TEST_DATABASE_URL;
const givenDir = process.env.PG_TEST_DIR;
if (!givenUrl || !givenDir) {
  console.error('Rode com `npm run bench:http` (inicia um PostgreSQL descartável).');
  process.exit(1);
}
const postgres: PostgresServer | undefined = options.embeddedOnly
  ? undefined
  : await postgresServer(options.unsafeDurability, { serverUrl: givenUrl, pgDir: givenDir });

const workDir = await mkdtemp(join(tmpdir(), 'rumo-bench-http-'));
const client = new LoadClient();
const abort = async (code: number) => {
  client.close();
  await stopAll();
  postgres?.stop();
  console.error(`Logs dos processos (e dados temporários) em ${workDir}`);
  process.exit(code);
};
process.once('SIGINT', () => void abort(130));
process.once('SIGTERM', () => void abort(143));
process.on('exit', killAllNow);
process.on('exit', () => postgres?.stop());

buildApiIfStale();
const loadBefore = loadavg();
if (postgres) console.log(durabilityLabel(postgres.settings));
console.log(
  `Servidor: ${serverCommand()} (${cacheLabel(options.readCache)}); carga da máquina (1/5/15 min): ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
);
const phases: PhaseResult[] = [];
let postgresRun: PostgresRun | undefined;
try {
  if (postgres) {
    postgresRun = await postgresPhase(client, options, {
      serverUrl: postgres.serverUrl,
      pgDir: postgres.pgDir,
      workDir,
    });
    phases.push(...postgresRun.stages);
  }
  if (!options.skipEmbedded) phases.push(await embeddedPhase(client, options, { workDir }));
} catch (error) {
  console.error(error);
  await abort(1);
}
client.close();
postgres?.stop();

const summaries = phases.flatMap((phase) => summarize(phase.targets, phase.results));
const loadAfter = loadavg();
printTables(summaries, options.readCache);
const { sizesBefore, sizesAfter, writes, replicas } = postgresRun ?? {};
if (writes)
  console.log(
    `\nFase de escritas: ${writes.answered.toLocaleString('en-US')} escritas 2xx (${writes.failed} falhas) em ${writes.seconds.toFixed(0)} s, ${Math.round(writes.perSecond)}/s`,
  );
if (sizesBefore && sizesAfter) printSizes(sizesBefore, sizesAfter);
if (replicas) printReplicaProbe(replicas);
const invoiceQueue = phases.find((phase) => phase.invoiceQueue)?.invoiceQueue;
if (invoiceQueue) {
  const { payments, seconds, invoicesPerSecond, checks } = invoiceQueue;
  const failed = Object.entries(checks).filter(([, pass]) => !pass);
  console.log(
    `\n### Fila de notas fiscais\n\n${payments} boletos pagos, ${invoicesPerSecond} notas/s (${seconds} s até a última autorizada); ${failed.length === 0 ? 'PASS nenhuma nota duplicada, todas autorizadas' : `FAIL ${failed.map(([name]) => name).join(', ')}`}`,
  );
}
console.log(`\nRotas não medidas (downloads): ${SKIPPED_ROUTES.join(', ')}`);
console.log(
  `Carga da máquina ao fim (1/5/15 min): ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
);

await mkdir('bench-results', { recursive: true });
const stamp = new Date().toISOString().replaceAll(':', '-');
const file = join(
  'bench-results',
  `http-${options.readCache ? '' : 'no-read-cache-'}${stamp}.json`,
);
const report = {
  date: new Date().toISOString(),
  serverCommand: serverCommand(),
  readCache: options.readCache,
  postgresSettings: postgres?.settings,
  options,
  loadBefore,
  loadAfter,
  skippedRoutes: SKIPPED_ROUTES,
  invoiceQueue,
  writes,
  sizesBefore,
  sizesAfter,
  replicas,
  summaries: summaries.map((s) => ({ ...s, goals: verdictsOf(s, summaries) })),
};
await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`JSON: ${file}`);
await rm(workDir, { recursive: true, force: true });
if (summaries.some((s) => s.non2xx + s.errors + s.timeouts > 0)) process.exitCode = 1;
if (invoiceQueue && !Object.values(invoiceQueue.checks).every(Boolean)) process.exitCode = 1;
if (replicas && !replicas.pass) process.exitCode = 1;
