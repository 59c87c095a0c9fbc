import { test } from '@playwright/test';
import { PRIMARY_COLORS } from '../apps/web/src/lib/theme/palettes';
import { loginViaApi } from './support/api';
import { checkPage, SCHEMES, setTheme, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';
import { firstLink } from './support/shell';

// Every page of the public site and of the customer app, light and dark, at 390 px and 1280 px;
// then the main pages across every primary colour. One context for all, sessions reused.

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

// The stored choice, one load per page and colour. Every rule ran on these pages in the default
// colour above; another colour can only change what the colour rules check.
for (const dark of SCHEMES) {
  const scheme = dark ? 'escuro' : 'claro';
  test(`the main pages pass axe-core with every primary colour, ${dark ? 'dark' : 'light'}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const session = await loginViaApi(request, demo.admin);
    await signIn(page, session, { darkTheme: dark });
    const objective = await firstLink(page, '/okrs?visao=lista', '/okrs/');
    // The dashboard in every colour; the other main pages in turn, each in a quarter of the
    // colours (the colour rules see the same components there; CI stays under half an hour).
    const otherPages = ['/okrs?visao=lista', objective, '/check-in', '/planejamento'];
    for (const [index, primary] of PRIMARY_COLORS.entries()) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, session, { darkTheme: dark, primary });
      for (const path of ['/dashboard', otherPages[index % otherPages.length] as string])
        await checkPage(page, path, `${primary}, ${scheme}, 1280 px`, { coloursOnly: true });
      await page.setViewportSize({ width: 390, height: 900 });
      await checkPage(page, '/dashboard', `${primary}, ${scheme}, 390 px`, { coloursOnly: true });
    }
  });
}
