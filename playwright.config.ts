import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two checkouts on one machine run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const isCI = Boolean(process.env.CI);

// A fresh embedded database per run (the web server command empties it first), so the demo
// seed runs and no earlier run leaks in; one folder per port keeps parallel checkouts apart.
const DATA_DIR = join(tmpdir(), `rumo-e2e-${PORT}`);

// Debian's Chromium; no browser is ever downloaded. The flags keep it off the network
// (this machine refuses outside connections) and allow running as root.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromium = { ...devices['Desktop Chrome'], channel: undefined };
const DEMO_SSO_SPECS = /sso-(domains|oidc|provider-removal|saml)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two workers on CI's two cores too: 108 tests in 18.4 min against 21.3 min on one (the
  // browser and the server wait on each other; the demo's SSO specs stay on one, see below).
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.RUMO_E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.RUMO_E2E_JSON }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    // Recording a trace (a snapshot per action) slows every test, passed ones too; in CI only the
    // retry of a failed test records one, so each failure still comes with its trace.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: DEMO_SSO_SPECS },
    {
      // These change the demo company's identity providers and "Exigir SSO" (each starts by
      // removing every provider, one refuses the demo member's password for a while): one at a
      // time and, in CI, after all the others, so no other spec meets the demo half-configured.
      // Not a dependency locally, where running one of them should not run the whole suite.
      name: 'demo-sso',
      use: chromium,
      testMatch: DEMO_SSO_SPECS,
      dependencies: isCI ? ['chromium'] : [],
      workers: 1,
    },
  ],
  webServer: {
    // What `npm start` runs: the compiled server, after rebuilding the web app or the API only
    // when their sources changed since the last build (scripts/start.mjs).
    command: 'rm -rf "$DATA_DIR" && exec node scripts/start.mjs',
    // 127.0.0.1 rather than localhost: Node may resolve localhost to ::1 first.
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      DATA_DIR,
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Purchases made through the API (e2e/support/checkout.ts) name their own address, so
      // they do not use up the checkout limit of the browser's purchases (10 an hour per address).
      TRUST_PROXY: 'true',
      // Blank (= unset for the API) so an outer shell's settings cannot leak into the run:
      // e2e always uses the embedded database, the outbox and the demo seed.
      DATABASE_URL: '',
      SMTP_URL: '',
      STATIC_BASE_URL: '',
    },
  },
});
