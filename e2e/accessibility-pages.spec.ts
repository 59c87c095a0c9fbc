import { test } from '@playwright/test';
import { PRIMARY_COLORS } from '../apps/web/src/lib/theme/palettes';
import { loginViaApi } from './support/api';
import { checkPageInBothSchemes, setTheme, signIn, WIDTHS } from './support/axe';
import { demo } from './support/data';
import { firstLink } from './support/shell';

// Every page of the public site and of the customer app, light and dark, at 390 px and 1280 px;
// then the main pages across every primary colour. Each test reuses one page and session; the
// three are independent, so the workers share them (7 minutes in one worker).
test.describe.configure({ mode: 'parallel' });

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
  await page.goto('/pages/notfound');
  await page.evaluate(() => localStorage.removeItem('user'));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PUBLIC_PAGES) await checkPageInBothSchemes(page, path, width);
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
    for (const path of appPages) await checkPageInBothSchemes(page, path, width);
  }
});

// The stored choice, one load per page and colour, checked light and dark on that load. Every
// rule ran on these pages in the default colour above; another colour can only change what the
// colour rules check.
test('the main pages pass axe-core with every primary colour, light and dark', async ({
  page,
  request,
}) => {
  test.setTimeout(900_000);
  const session = await loginViaApi(request, demo.admin);
  await signIn(page, session, { darkTheme: false });
  const objective = await firstLink(page, '/okrs?visao=lista', '/okrs/');
  // The dashboard in every colour; the other main pages in turn, each in a quarter of the
  // colours (the colour rules see the same components there; CI stays under half an hour).
  const otherPages = ['/okrs?visao=lista', objective, '/check-in', '/planejamento'];
  for (const [index, primary] of PRIMARY_COLORS.entries()) {
    const options = { coloursOnly: true, note: `${primary}, ` };
    await page.setViewportSize({ width: 1280, height: 900 });
    await setTheme(page, { darkTheme: false, primary });
    for (const path of ['/dashboard', otherPages[index % otherPages.length] as string])
      await checkPageInBothSchemes(page, path, 1280, options);
    await page.setViewportSize({ width: 390, height: 900 });
    await checkPageInBothSchemes(page, '/dashboard', 390, options);
  }
});
