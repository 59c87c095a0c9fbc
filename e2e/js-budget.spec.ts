import { type Browser, expect, type Page, test } from '@playwright/test';
import { type BudgetedPage, gzipBytes, JS_BUDGETS_KB } from '../apps/web/build-tools/js-budgets';
import { loginViaApi, type SessionUser } from './support/api';
import { demo } from './support/data';

// Issue 9's JS budgets (apps/web/build-tools/js-budgets.ts), counted in bytes so the verdict does
// not depend on the machine: every script a cold visit loads, gzip level 9 file by file.

/**
 * Opens `path` in a context of its own (an empty HTTP cache) and sums the scripts it loaded
 * once `ready` is on screen and the network is quiet.
 */
async function coldVisit(
  browser: Browser,
  path: string,
  ready: (page: Page) => Promise<void>,
  session?: SessionUser,
) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript(
      (user) => localStorage.setItem('user', user),
      JSON.stringify(session),
    );
  }
  const page = await context.newPage();
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.set(new URL(response.url()).pathname, response.body().then(gzipBytes));
  });
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const bytes = (await Promise.all(sizes.values())).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { files: sizes.size, bytes };
}

function expectWithinBudget(path: BudgetedPage, measured: { files: number; bytes: number }) {
  const budget = JS_BUDGETS_KB[path] * 1000;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  test.info().annotations.push({
    type: 'js-gzip',
    description: `${path}: ${kb(measured.bytes)} in ${measured.files} files, budget ${kb(budget)}`,
  });
  expect(measured.bytes, `${path}: JS gzip bytes (${measured.files} files)`).toBeLessThanOrEqual(
    budget,
  );
}

test('the landing page and /login stay within their JS budgets', async ({ browser }) => {
  expectWithinBudget(
    '/',
    await coldVisit(browser, '/', (page) =>
      expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    ),
  );
  expectWithinBudget(
    '/login',
    await coldVisit(browser, '/login', (page) =>
      expect(page.getByRole('heading', { name: 'Entrar no Rumo' })).toBeVisible(),
    ),
  );
});

test('the dashboard stays within its JS budget, charts included', async ({ browser, request }) => {
  const session = await loginViaApi(request, demo.admin);
  expectWithinBudget(
    '/dashboard',
    await coldVisit(
      browser,
      '/dashboard',
      (page) => expect(page.getByTestId('pace-sentence')).toBeVisible({ timeout: 30_000 }),
      session,
    ),
  );
});
