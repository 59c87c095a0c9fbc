import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  boletoCheckoutTarget,
  type InvoiceQueueResult,
  measureInvoiceQueue,
  prepareBilling,
} from './billing';
import { postmasterPid } from './cpu';
import { type Options, selected } from './options';
import { freePort, type Service, startService } from './processes';
import { resetWrites } from './reset';
import { runRounds } from './rounds';
import { login, startRumo } from './rumo';
import type { LoadClient, Measurement } from './runner';
import { createDatabase, seed } from './seed';
import { anchorTarget, CHECK_IN_POST, companyTargets, DASHBOARD, MIX, OKR_LIST } from './targets';
import type { Target } from './types';

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

/** Anchors and both companies on PostgreSQL (the server `pg-test.sh` started). */
export async function postgresPhase(
  client: LoadClient,
  options: Options,
  env: { serverUrl: string; pgDir: string; workDir: string },
): Promise<PhaseResult> {
  console.log('PostgreSQL: semeando a empresa pequena e a de 5.000 objetivos…');
  const databaseUrl = await createDatabase(env.serverUrl, 'rumo_bench_http');
  const seeded = await seed({ databaseUrl, large: !options.skipLarge });
  const postmaster = postmasterPid(env.pgDir);
  if (!postmaster) console.warn('!!! postmaster não encontrado: CPU sem o PostgreSQL');
  const pgRoots = postmaster ? [postmaster] : [];
  const services: Service[] = [];
  try {
    const hello = await startAnchor('./anchor-hello.ts', 'anchor-hello', env.workDir, {});
    services.push(hello);
    const query = await startAnchor('./anchor-query.ts', 'anchor-query', env.workDir, {
      DATABASE_URL: databaseUrl,
    });
    services.push(query);
    const dataDir = join(env.workDir, 'postgres-data');
    const rumo = await startRumo({
      name: 'rumo-postgres',
      databaseUrl,
      dataDir,
      logDir: env.workDir,
      readCache: options.readCache,
    });
    services.push(rumo);
    const common = {
      readPaths: seeded.readPaths,
      baseUrl: rumo.url,
      cpuRoots: [rumo.pid, ...pgRoots],
    };
    const small = companyTargets({
      ...common,
      group: 'small',
      company: seeded.small,
      token: await login(rumo.url, seeded.small.login),
      large: false,
    });
    const large = seeded.large
      ? companyTargets({
          ...common,
          group: 'large',
          company: seeded.large,
          token: await login(rumo.url, seeded.large.login),
          large: true,
        })
      : [];
    const billing = options.skipBilling
      ? []
      : [
          boletoCheckoutTarget({
            baseUrl: rumo.url,
            planId: await prepareBilling({ databaseUrl, url: rumo.url, dataDir }),
            cpuRoots: common.cpuRoots,
          }),
        ];
    const targets = [
      anchorTarget('hello-world', hello.url, [hello.pid, ...pgRoots]),
      anchorTarget('one-query', query.url, [query.pid, ...pgRoots]),
      ...interleave(small, large),
      ...billing,
    ].filter((target) => selected(options, target.name));
    const companies = [seeded.small, ...(seeded.large ? [seeded.large] : [])];
    const reset = () => resetWrites(databaseUrl, companies);
    const results = await runRounds(client, targets, options, reset);
    const checkedOut = targets.some((target) => billing.includes(target));
    const invoiceQueue = checkedOut ? await measureInvoiceQueue(databaseUrl, rumo.url) : undefined;
    return { targets, results, invoiceQueue };
  } finally {
    for (const service of services.reverse()) await service.stop();
  }
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
