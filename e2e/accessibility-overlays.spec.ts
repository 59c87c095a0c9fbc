import { type Page, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import {
  checkPage,
  openPage,
  SCHEMES,
  seriousViolations,
  setTheme,
  signIn,
  WIDTHS,
  where,
} from './support/axe';
import { emptyCompanyAdmin, inviteMember } from './support/company';
import { demo } from './support/data';
import { expect } from './support/okr';
import { checkInReminderFor, companyWithPendingKeyResult, pathOfLink } from './support/reminders';
import { firstLink, openUserMenu, sidebar } from './support/shell';

// What the page-by-page specs do not reach: the signed-out pages that need a real link (the
// e-mails' "cancelar", an invitation), "Acesso negado" inside the app, the menus and dialogs
// open, and a company with nothing in it yet. Every one light and dark, at 390 px and 1280 px.

/** The axe-core findings of the page as it stands, kept as a soft failure so one run lists all. */
async function expectAccessible(page: Page, what: string) {
  expect.soft(await seriousViolations(page), what).toEqual([]);
}

/** On a phone the top bar's actions (theme, user menu) fold behind "Mais opções". */
async function showTopbarActions(page: Page) {
  const more = page.getByRole('button', { name: 'Mais opções' });
  if (await more.isVisible()) await more.click();
}

async function signOut(page: Page, dark: boolean) {
  await page.goto('/pages/notfound');
  await page.evaluate(() => localStorage.removeItem('user'));
  await setTheme(page, dark);
}

test('the unsubscribe and invitation pages pass axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const reminded = await companyWithPendingKeyResult(request);
  const unsubscribe = pathOfLink(
    await checkInReminderFor(request, reminded),
    '/notificacoes/cancelar',
  );
  const admin = await emptyCompanyAdmin(request);
  const invitation = new URL((await inviteMember(request, admin)).link);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      const label = where(width, dark);
      await signOut(page, dark);

      await page.goto(unsubscribe);
      await expect(
        page.getByRole('heading', { name: 'Parar de receber este e-mail?' }),
      ).toBeVisible();
      await expectAccessible(page, `cancelar, pergunta (${label})`);
      // Turning the e-mail off again is harmless: the link keeps working.
      await page.getByRole('button', { name: 'Não quero mais receber' }).click();
      await expect(page.getByRole('heading', { name: 'Pronto!' })).toBeVisible();
      await expectAccessible(page, `cancelar, pronto (${label})`);

      await page.goto('/notificacoes/cancelar?token=link-invalido-123');
      await page.getByRole('button', { name: 'Não quero mais receber' }).click();
      await expect(page.getByRole('heading', { name: 'Não foi possível cancelar' })).toBeVisible();
      await expectAccessible(page, `cancelar, link inválido (${label})`);

      await page.goto(invitation.pathname + invitation.search);
      await expect(page.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
      await expect(page.getByText(`convidou você para a empresa ${admin.company}`)).toBeVisible();
      await expectAccessible(page, `convite (${label})`);
    }
  }
});

test('the open menus and dialogs pass axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const session = await loginViaApi(request, demo.admin);
  const reminded = await companyWithPendingKeyResult(request);
  await signIn(page, session, { darkTheme: false });
  const objective = await firstLink(page, '/okrs?visao=lista', '/okrs/');

  // The pages under the menus and dialogs are checked closed in accessibility-pages.spec.ts (the
  // same four views): here they are only opened, and each check below covers the whole page.
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      const label = where(width, dark);
      await signIn(page, session, { darkTheme: dark });

      await page.goto('/auth/access');
      await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Alternar menu' })).toBeVisible();
      await expectAccessible(page, `acesso negado, com sessão (${label})`);

      await openPage(page, '/dashboard');
      await showTopbarActions(page);
      await openUserMenu(page);
      await expectAccessible(page, `menu do usuário (${label})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();

      await page.getByRole('button', { name: 'Personalizar aparência' }).click();
      await expect(page.getByRole('button', { name: 'Cor Esmeralda' })).toBeVisible();
      await expectAccessible(page, `personalizar aparência (${label})`);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      const search = page.getByRole('dialog', { name: 'Buscar no Rumo' });
      await search.getByRole('combobox', { name: /Buscar objetivos/ }).fill('vendas');
      await expect(search.getByRole('option').first()).toBeVisible();
      await expectAccessible(page, `busca com resultados (${label})`);
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();

      if (width < 1000) {
        await page.getByRole('button', { name: 'Alternar menu' }).click();
        await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeInViewport();
        await expectAccessible(page, `menu principal aberto (${label})`);
      }

      await openPage(page, '/okrs?visao=lista');
      if (width > 1000) {
        // A hovered row changes the background its link sits on (a phone shows cards instead).
        await page.locator('main tbody tr').first().hover();
        await expectAccessible(page, `lista com linha sob o mouse (${label})`);
      }
      await page.getByRole('button', { name: 'Novo objetivo' }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Novo objetivo' });
      await drawer.getByRole('button', { name: 'Adicionar resultado-chave' }).click();
      await expect(drawer.getByRole('group', { name: 'Resultado-chave 1' })).toBeVisible();
      await expectAccessible(page, `novo objetivo com resultado-chave (${label})`);

      await openPage(page, objective);
      const composer = page
        .getByRole('region', { name: 'Atividade' })
        .getByRole('textbox', { name: 'Comentar no objetivo' });
      await composer.click();
      await composer.pressSequentially('@Ana');
      await expect(page.getByRole('option', { name: /Ana/ }).first()).toBeVisible();
      await expectAccessible(page, `comentário com menção (${label})`);

      // The demo admin is up to date: the guided check-in opens for someone with a pending one.
      await signIn(page, reminded, { darkTheme: dark });
      // This company has check-ins pending: a state the demo admin's /check-in does not show.
      await checkPage(page, '/check-in', label);
      await page.getByRole('button', { name: 'Fazer check-in de todas' }).click();
      await expect(page.getByRole('dialog', { name: 'Check-in da semana' })).toBeVisible();
      await expectAccessible(page, `check-in guiado (${label})`);
    }
  }
});

test("an empty company's pages pass axe-core for its admin, light and dark, at 390 px and 1280 px", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await emptyCompanyAdmin(request);
  const pages = ['/dashboard', '/okrs', '/check-in', '/planejamento', '/times', '/okr-evolution'];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await signIn(page, admin, { darkTheme: dark });
      for (const path of pages) await checkPage(page, path, `empresa vazia, ${where(width, dark)}`);
    }
  }
});
