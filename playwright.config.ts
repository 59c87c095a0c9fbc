import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { DEMO_SSO_PORT, E2E_PORT, urlOf } from './e2e/support/ports';

const isCI = Boolean(process.env.CI);

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
    baseURL: urlOf(E2E_PORT),
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
      // time, on a server of their own, so no other spec meets the demo half-configured and they
      // run beside the others instead of after them.
      name: 'demo-sso',
      use: { ...chromium, baseURL: urlOf(DEMO_SSO_PORT) },
      testMatch: DEMO_SSO_SPECS,
      workers: 1,
    },
  ],
  webServer: [webServer(E2E_PORT), webServer(DEMO_SSO_PORT)],
});

/**
 * The compiled server on `port`, on a fresh embedded database (the command empties it first), so
 * the demo seed runs and no earlier run leaks in; one folder per port keeps servers apart.
 */
function webServer(port: number): Extract<PlaywrightTestConfig['webServer'], { command: string }> {
  return {
    // What `npm start` runs: the compiled server, after rebuilding the web app or the API only
    // when their sources changed since the last build (scripts/start.mjs).
    command: 'rm -rf "$DATA_DIR" && exec node scripts/start.mjs',
    // 127.0.0.1 rather than localhost: Node may resolve localhost to ::1 first.
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      DATA_DIR: join(tmpdir(), `rumo-e2e-${port}`),
      PORT: String(port),
      PUBLIC_URL: urlOf(port),
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
  };
}
