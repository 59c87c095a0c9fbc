/**
 * Web benchmark: what a first visit to each page costs in a real browser.
 *
 * Builds the web app when the build is missing or older than its sources, starts the server on
 * a temporary embedded data dir (NODE_ENV=development: production has no demo user to sign in
 * with; the web app is served the same way in both modes), opens each page in headless Chromium
 * with a cold cache and prints, per page: JS files, JS bytes gzip (each JS file the page loaded,
 * fetched again uncompressed and recompressed with gzip level 9, so the figure does not depend
 * on how the server encodes it), JS and total bytes on the wire (Resource Timing transferSize),
 * LCP, and for the app pages the time until their content is on screen.
 *
 * Usage: npm run bench:web [-- --build] [-- --verbose] [-- --runs=N] [-- --root=<checkout>]
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { JS_BUDGETS_KB } from '../apps/web/build-tools/js-budgets';

const args = process.argv.slice(2);
// --root=<checkout> measures another checkout (e.g. the base branch) with this script.
const rootArg = args.find((arg) => arg.startsWith('--root='))?.split('=')[1];
const root = rootArg ? resolve(rootArg) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const forceBuild = args.includes('--build');
const verbose = args.includes('--verbose');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);

const KB = 1000;
const DEMO_LOGIN = { email: 'admin@rumo.demo', password: 'rumo1234' };

interface PageSpec {
  path: string;
  signedIn?: boolean;
  /** Selector of the page's content (not its skeleton): time to content is measured to it. */
  content?: string;
  budget?: { jsGzipKb?: number; lcpMs?: number; contentMs?: number };
}

// The JS budgets are the ones the e2e spec js-budget.spec.ts enforces; the times only show here.
const pages: PageSpec[] = [
  { path: '/', budget: { jsGzipKb: JS_BUDGETS_KB['/'], lcpMs: 1000 } },
  { path: '/planos' },
  { path: '/login', budget: { jsGzipKb: JS_BUDGETS_KB['/login'] } },
  { path: '/checkout' },
  {
    path: '/dashboard',
    signedIn: true,
    content: '[data-testid="pace-sentence"]',
    budget: { jsGzipKb: JS_BUDGETS_KB['/dashboard'], contentMs: 1000 },
  },
  { path: '/okrs', signedIn: true, content: 'main a[href^="/okrs/"]' },
];

interface Measure {
  jsFiles: number;
  jsGzip: number;
  jsWire: number;
  totalWire: number;
  lcp: number | null;
  content: number | null;
  /** JS gzip that had arrived when the content showed (what the content waited for). */
  jsGzipToContent: number | null;
  jsUrls: string[];
}

// --- build ---------------------------------------------------------------------------------

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

function buildIfNeeded() {
  const index = join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/build-tools',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
  ];
  sources.push('packages/shared/src');
  const stale =
    !existsSync(index) ||
    Math.max(...sources.map((source) => newestMtime(join(root, source)))) > statSync(index).mtimeMs;
  if (!forceBuild && !stale) return;
  console.log('building the web app (npm run build)...');
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

// --- server --------------------------------------------------------------------------------

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const compiled = join(root, 'apps/api/dist/server.js');
  const [command, commandArgs] = existsSync(compiled)
    ? ['node', [compiled]]
    : ['npx', ['tsx', 'apps/api/src/server.ts']];
  console.log(`server: ${command} ${commandArgs.join(' ')} (NODE_ENV=development, embedded db)`);
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      STATIC_BASE_URL: '',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('server did not answer /api/health within 120 s');
}

// --- browser -------------------------------------------------------------------------------

/** Records the latest LCP candidate and when the content selector first matches. */
function installProbes(contentSelector: string | null) {
  const probe = window as unknown as { __lcp: number | null; __content: number | null };
  probe.__lcp = null;
  probe.__content = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  if (!contentSelector) return;
  // The DOM insertion time of the content (Chromium runs no animation frame for init scripts).
  const observer = new MutationObserver(() => {
    if (!document.querySelector(contentSelector)) return;
    probe.__content = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

const gzipCache = new Map<string, Promise<number>>();

/** The file recompressed with gzip level 9, whatever encoding the server sent it in. */
function gzipSize(url: string): Promise<number> {
  let size = gzipCache.get(url);
  if (!size) {
    size = fetch(url, { headers: { 'accept-encoding': 'identity' } })
      .then((response) => response.arrayBuffer())
      .then((body) => gzipSync(Buffer.from(body), { level: 9 }).length);
    gzipCache.set(url, size);
  }
  return size;
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  return JSON.stringify(await response.json());
}

async function measure(
  browser: Browser,
  origin: string,
  spec: PageSpec,
  session: string,
): Promise<Measure> {
  // A fresh context per visit: its own empty HTTP cache and storage.
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
  });
  if (spec.signedIn) {
    await context.addInitScript((user) => localStorage.setItem('user', user), session);
  }
  await context.addInitScript(installProbes, spec.content ?? null);
  const page = await context.newPage();
  await page.goto(`${origin}${spec.path}`, { waitUntil: 'load' });
  if (spec.content) await page.waitForSelector(spec.content, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The page's own record of what it fetched: complete, and sizes as they crossed the wire.
  const probe = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number | null; __content: number | null };
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      lcp: w.__lcp,
      content: w.__content,
      documentWire: navigation?.transferSize ?? 0,
      resources: resources.map((entry) => ({
        url: entry.name,
        wire: entry.transferSize,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
      })),
    };
  });
  const scripts = probe.resources.filter((entry) => new URL(entry.url).pathname.endsWith('.js'));
  // The JS the content waited for: every script requested before the content's data had
  // arrived (chunks fetched once the content renders, like the charts, are not counted).
  const content = probe.content;
  const dataEnd = Math.max(
    0,
    ...probe.resources
      .filter((entry) => entry.url.includes('/api/') && entry.responseEnd <= (content ?? 0))
      .map((entry) => entry.responseEnd),
  );
  const sizes = await Promise.all(scripts.map((entry) => gzipSize(entry.url)));
  const result: Measure = {
    jsFiles: scripts.length,
    jsGzip: sizes.reduce((sum, size) => sum + size, 0),
    jsWire: scripts.reduce((sum, entry) => sum + entry.wire, 0),
    totalWire: probe.resources.reduce((sum, entry) => sum + entry.wire, probe.documentWire),
    lcp: probe.lcp,
    content,
    jsGzipToContent: spec.content
      ? scripts.reduce(
          (sum, entry, i) => sum + (entry.startTime <= dataEnd ? (sizes[i] ?? 0) : 0),
          0,
        )
      : null,
    jsUrls: scripts.map((entry) => new URL(entry.url).pathname),
  };
  await context.close();
  return result;
}

// --- report --------------------------------------------------------------------------------

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

function verdicts(spec: PageSpec, m: Measure): string[] {
  const out: string[] = [];
  const { budget } = spec;
  if (!budget) return out;
  const check = (label: string, value: number | null, limit: number, unit: string) => {
    const pass = value !== null && value <= limit;
    out.push(`${pass ? 'PASS' : 'FAIL'} ${spec.path} ${label} ≤ ${limit} ${unit}`);
  };
  if (budget.jsGzipKb !== undefined) check('JS gzip', m.jsGzip / KB, budget.jsGzipKb, 'KB');
  if (budget.lcpMs !== undefined) check('LCP', m.lcp, budget.lcpMs, 'ms');
  if (budget.contentMs !== undefined) check('time to content', m.content, budget.contentMs, 'ms');
  return out;
}

async function main() {
  buildIfNeeded();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rumo-bench-web-'));
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer(port, dataDir);
    const session = await signIn(origin);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    // One unmeasured visit warms the server (first reads, JIT), not the browser.
    await measure(browser, origin, pages[0] as PageSpec, session);

    const rows: string[][] = [];
    const checks: string[] = [];
    for (const spec of pages) {
      const samples: Measure[] = [];
      for (let run = 0; run < runs; run += 1) {
        samples.push(await measure(browser, origin, spec, session));
      }
      const first = samples[0] as Measure;
      const summary: Measure = {
        ...first,
        lcp: median(samples.map((s) => s.lcp ?? Number.NaN)),
        content: spec.content ? median(samples.map((s) => s.content ?? Number.NaN)) : null,
      };
      rows.push([
        spec.path,
        String(summary.jsFiles),
        kb(summary.jsGzip),
        summary.jsGzipToContent === null ? '-' : kb(summary.jsGzipToContent),
        kb(summary.jsWire),
        kb(summary.totalWire),
        ms(summary.lcp),
        ms(summary.content),
      ]);
      checks.push(...verdicts(spec, summary));
      if (verbose) console.log(`${spec.path}:\n  ${first.jsUrls.sort().join('\n  ')}`);
    }
    const header = [
      'page',
      'JS files',
      'JS gzip-9',
      'JS gzip-9 to content',
      'JS wire',
      'total wire',
      'LCP',
      'content',
    ];
    const table = [header, ...rows];
    const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
    console.log(`\nweb bench (cold cache, median of ${runs} visits for times, 1 KB = 1000 B)`);
    for (const row of table) {
      console.log(row.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  '));
    }
    console.log(`\n${checks.join('\n')}`);
    if (checks.some((line) => line.startsWith('FAIL'))) process.exitCode = 1;
  } finally {
    await browser?.close();
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
