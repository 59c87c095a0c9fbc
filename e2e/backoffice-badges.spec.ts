import { expect, type Page, test } from '@playwright/test';

const BASE = '/xyz/backoffice';
const SHOTS = process.env.RUMO_BADGE_SHOTS;

async function signIn(page: Page) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@backoffice.rumo.demo');
  await page.getByRole('textbox', { name: 'Senha' }).fill('rumo1234');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Seu acesso' })).toBeVisible();
}

/** The badges whose label is wider than the room it is given (cut, or ending in "…"). */
const cutBadges = (page: Page) =>
  page.locator('main .mantine-Badge-root').evaluateAll((badges) =>
    badges
      .map((badge) => badge.querySelector('.mantine-Badge-label') ?? badge)
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent),
  );

for (const width of [1366, 390]) {
  test(`Usuários do Sistema and Leads show every badge whole at ${width} px`, async ({
    page,
    request,
  }) => {
    // A lead of each public form, so the source badges are there.
    for (const [form, company] of [
      ['beta', 'Cooperativa Agroindustrial do Vale do Rio Pardo'],
      ['proposal', 'Indústria Metalúrgica Paranaense'],
    ] as const) {
      await request.post(`/api/leads/${form}`, {
        data: {
          name: 'Rita Moreira',
          email: `badges-${form}-${width}@empresa.com.br`,
          phone: '11987654321',
          company,
          companySize: '51-200',
        },
      });
    }
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    for (const [path, heading] of [
      ['users', 'Usuários do Sistema'],
      ['leads', 'Leads'],
    ] as const) {
      await page.goto(`${BASE}/${path}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('main .mantine-Badge-root').first()).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${path}-${width}.png`, fullPage: true });
      expect(await cutBadges(page), `${heading} at ${width} px`).toEqual([]);
    }
  });
}
