import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  boletoCheckoutTarget,
  type InvoiceQueueResult,
  measureInvoiceQueue,
  prepareBilling,
} from './billing';
import { postmasterPid } from './cpu';
import { type Options, STAGE_LABELS, selected } from './options';
import { freePort, type Service, startService } from './processes';
import { probeReplicas, type ReplicaProbe } from './replicas';
import { resetWrites } from './reset';
import { runRounds } from './rounds';
import { login, startRumo } from './rumo';
import type { LoadClient, Measurement } from './runner';
import { type Company, createDatabase, seed } from './seed';
import { type RelationSize, relationSizes } from './sizes';
import { anchorTarget, CHECK_IN_POST, companyTargets, DASHBOARD, MIX, OKR_LIST } from './targets';
import type { Target } from './types';
import { type WritePhaseResult, writePhase } from './write-phase';

export interface PhaseResult {
  targets: Target[];
  results: Map<string, Measurement[]>;
  /** The nota fiscal queue after the boleto checkouts (PostgreSQL phase, unless skipped). */
  invoiceQueue?: InvoiceQueueResult;
}

const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/** An anchor script run by this same node with the same loader (tsx) flags. */
async function startAnchor(
  file: string,
  name: string,
  logDir: string,
  env: Record<string, string>,
) {
  const port = await freePort();
  const script = fileURLToPath(new URL(file, import.meta.url));
  const command = [process.execPath, ...process.execArgv, script].map(quote).join(' ');
  return startService({
    name,
    command,
    env: { ...env, PORT: String(port) },
    port,
    logFile: join(logDir, `${name}.log`),
    healthPath: '/',
  });
}

const KIND_ORDER: Target['kind'][] = ['anchor', 'read', 'write', 'mix'];

/**
 * Reads first, then the writes (their check-ins are undone between rounds); each small target
 * next to its large twin, so that each pair is measured minutes apart at most.
 */
function interleave(small: Target[], large: Target[]): Target[] {
  const labels = [...new Set([...small, ...large].map((t) => t.label))];
  const paired = labels.flatMap((label) => [...small, ...large].filter((t) => t.label === label));
  return KIND_ORDER.flatMap((kind) => paired.filter((t) => t.kind === kind));
}

/** What the PostgreSQL phase leaves besides its stages' measurements. */
export interface PostgresRun {
  stages: PhaseResult[];
  sizesBefore?: RelationSize[];
  sizesAfter?: RelationSize[];
  writes?: WritePhaseResult;
  replicas?: ReplicaProbe;
}

/**
 * Anchors and both companies on PostgreSQL (the server `pg-test.sh` started), stage by stage
 * (options.ts): a Rumo process per stage, with the read cache on for `warm` and off otherwise.
 * Writes, the mix and the checkout are measured in the first stage only; the after-writes stage
 * measures the reads, without the reset between rounds (no VACUUM but autovacuum's).
 */
export async function postgresPhase(
  client: LoadClient,
  options: Options,
  env: { serverUrl: string; pgDir: string; workDir: string },
): Promise<PostgresRun> {
  console.log('PostgreSQL: semeando a empresa pequena e a de 5.000 objetivos…');
  const databaseUrl = await createDatabase(env.serverUrl, 'rumo_bench_http');
  const seeded = await seed({ databaseUrl, large: !options.skipLarge });
  const postmaster = postmasterPid(env.pgDir);
  if (!postmaster) console.warn('!!! postmaster não encontrado: CPU sem o PostgreSQL');
  const pgRoots = postmaster ? [postmaster] : [];
  const services: Service[] = [];
  const run: PostgresRun = { stages: [] };
  const companies = [seeded.small, ...(seeded.large ? [seeded.large] : [])];
  const reset = () => resetWrites(databaseUrl, companies);
  try {
    const hello = await startAnchor('./anchor-hello.ts', 'anchor-hello', env.workDir, {});
    services.push(hello);
    const query = await startAnchor('./anchor-query.ts', 'anchor-query', env.workDir, {
      DATABASE_URL: databaseUrl,
    });
    services.push(query);
    const dataDir = join(env.workDir, 'postgres-data');
    for (const [index, stage] of options.stages.entries()) {
      const first = index === 0;
      const afterWrites = stage === 'after-writes';
      console.log(`\n== PostgreSQL, ${STAGE_LABELS[stage]} ==`);
      const rumo = await startRumo({
        name: `rumo-${stage}`,
        databaseUrl,
        dataDir,
        logDir: env.workDir,
        readCache: stage === 'warm',
      });
      try {
        const common = {
          readPaths: seeded.readPaths,
          baseUrl: rumo.url,
          cpuRoots: [rumo.pid, ...pgRoots],
          databaseRoots: pgRoots,
        };
        const forCompany = async (name: 'small' | 'large', company: Company) =>
          companyTargets({
            ...common,
            group: `${name} · ${STAGE_LABELS[stage]}`,
            company,
            token: await login(rumo.url, company.login),
            large: name === 'large',
          });
        const small = await forCompany('small', seeded.small);
        const large = seeded.large ? await forCompany('large', seeded.large) : [];
        if (afterWrites) {
          await reset();
          run.sizesBefore = await relationSizes(databaseUrl);
          run.writes = await writePhase(client, options, {
            databaseUrl,
            companies: [
              { company: seeded.small, target: writeBase(small) },
              ...(seeded.large ? [{ company: seeded.large, target: writeBase(large) }] : []),
            ],
          });
        }
        const billing =
          options.skipBilling || !first
            ? []
            : [
                boletoCheckoutTarget({
                  baseUrl: rumo.url,
                  planId: await prepareBilling({ databaseUrl, url: rumo.url, dataDir }),
                  cpuRoots: common.cpuRoots,
                }),
              ];
        const anchors = [
          anchorTarget('hello-world', hello.url, [hello.pid, ...pgRoots]),
          anchorTarget('one-query', query.url, [query.pid, ...pgRoots]),
        ].map((target) => ({ ...target, group: `anchor · ${STAGE_LABELS[stage]}` }));
        const targets = [...anchors, ...interleave(small, large), ...billing].filter(
          (target) =>
            selected(options, target.name) &&
            (first || target.kind === 'read' || target.kind === 'anchor'),
        );
        const results = await runRounds(client, targets, options, afterWrites ? undefined : reset);
        const checkedOut = targets.some((target) => billing.includes(target));
        const invoiceQueue = checkedOut
          ? await measureInvoiceQueue(databaseUrl, rumo.url)
          : undefined;
        run.stages.push({ targets, results, invoiceQueue });
        if (afterWrites) run.sizesAfter = await relationSizes(databaseUrl);
      } finally {
        await rumo.stop();
      }
    }
    if (!options.skipReplicas)
      run.replicas = await probeReplicas({
        databaseUrl,
        workDir: env.workDir,
        company: seeded.small,
      });
    return run;
  } finally {
    for (const service of services.reverse()) await service.stop();
  }
}

/** A company's write-phase target: its reads' server, session and CPU roots. */
function writeBase(targets: Target[]) {
  const [read] = targets;
  if (!read) throw new Error('no target to write through');
  const { group, baseUrl, headers, settlePath, cpuRoots, databaseRoots } = read;
  return { group, baseUrl, headers, settlePath, cpuRoots, databaseRoots };
}

/** What the embedded default is measured on: the screens a team uses most, and the mix. */
const EMBEDDED_LABELS = [
  `GET ${OKR_LIST}`,
  `GET ${DASHBOARD}`,
  'GET /api/objectives/:id',
  'GET /api/key-results/:id/check-ins',
  'GET /api/evolution/?scope=company',
  CHECK_IN_POST,
  MIX,
];

/** Rumo without DATABASE_URL (PGlite in a temporary DATA_DIR), production mode, small company. */
export async function embeddedPhase(
  client: LoadClient,
  options: Options,
  env: { workDir: string },
): Promise<PhaseResult> {
  console.log('PGlite embutido: semeando a empresa pequena…');
  const dataDir = join(env.workDir, 'embedded-data');
  const seeded = await seed({ pgliteDir: join(dataDir, 'db'), large: false });
  const rumo = await startRumo({
    name: 'rumo-embedded',
    dataDir,
    logDir: env.workDir,
    readCache: options.readCache,
  });
  try {
    const targets = companyTargets({
      group: 'embedded',
      company: seeded.small,
      readPaths: seeded.readPaths,
      baseUrl: rumo.url,
      token: await login(rumo.url, seeded.small.login),
      cpuRoots: [rumo.pid],
      large: false,
    }).filter((t) => EMBEDDED_LABELS.includes(t.label) && selected(options, t.name));
    return { targets, results: await runRounds(client, targets, options) };
  } finally {
    await rumo.stop();
  }
}
