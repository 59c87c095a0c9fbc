import { expect, type Page, test } from '@playwright/test';
import { PRIMARY_COLORS } from '../apps/web/src/lib/theme/palettes';
import { loginViaApi, type SessionUser } from './support/api';
import { seriousViolations, setTheme, type ThemeChoice } from './support/axe';
import { demo } from './support/data';
import { useSession } from './support/session';

// Every page of the public site and of the customer app, light and dark, at 390 px and 1280 px;
// then the dashboard with every primary colour. One context for all, sessions reused.

const PUBLIC_PAGES = [
  '/',
  '/planos',
  '/checkout',
  '/login',
  '/register',
  '/auth/reset-password',
  '/auth/reset-password?token=link-de-teste',
  '/auth/email-sent',
  '/auth/welcome',
  '/activate-account?token=link-invalido-123',
  '/pages/notfound',
  '/auth/access',
  '/auth/error',
];

const WIDTHS = [390, 1280];
const SCHEMES = [false, true];
const where = (width: number, dark: boolean) => `${width} px, ${dark ? 'escuro' : 'claro'}`;

/** Waits for the page's content (not its loading placeholders) and checks it with axe-core. */
async function checkPage(page: Page, path: string, label: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root, main .mantine-Loader-root')).toHaveCount(0, {
    timeout: 30_000,
  });
  expect.soft(await seriousViolations(page), `${path} (${label})`).toEqual([]);
}

/** The first link of the page that opens an item (an objective, a team). */
async function firstLink(page: Page, path: string, prefix: string) {
  await page.goto(path);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  return (await link.getAttribute('href')) as string;
}

async function signIn(page: Page, session: SessionUser, choice: ThemeChoice) {
  await useSession(page, session);
  await setTheme(page, choice);
}

test('every public page passes axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
}) => {
  test.setTimeout(600_000);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await page.goto('/pages/notfound');
      await page.evaluate(() => localStorage.removeItem('user'));
      await setTheme(page, dark);
      for (const path of PUBLIC_PAGES) await checkPage(page, path, where(width, dark));
    }
  }
});

test('every customer-app page passes axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000);
  const session = await loginViaApi(request, demo.admin);
  await signIn(page, session, { darkTheme: false });
  const objective = await firstLink(page, '/okrs?visao=lista', '/okrs/');
  const team = await firstLink(page, '/times', '/times/');
  const appPages = [
    '/dashboard',
    '/planejamento',
    '/okrs',
    '/okrs?visao=lista',
    objective,
    '/okr-evolution',
    '/check-in',
    '/times',
    team,
    '/usuarios',
    '/configuracoes',
    '/configuracoes?aba=privacidade',
    '/configuracoes?aba=assinatura',
    '/perfil',
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await signIn(page, session, { darkTheme: dark });
      for (const path of appPages) await checkPage(page, path, where(width, dark));
    }
  }
});

for (const dark of SCHEMES) {
  test(`the dashboard passes axe-core with every primary colour, ${dark ? 'dark' : 'light'}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const session = await loginViaApi(request, demo.admin);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const primary of PRIMARY_COLORS) {
      await signIn(page, session, { darkTheme: dark, primary });
      await checkPage(page, '/dashboard', `${primary}, ${dark ? 'escuro' : 'claro'}`);
    }
  });
}
