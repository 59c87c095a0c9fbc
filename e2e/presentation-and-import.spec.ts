import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { loginViaApi } from './support/api';
import { checkPage, SCHEMES, seriousViolations, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';

// Issue 23, item 8 and the spreadsheet import of item 6: an admin imports a cycle's OKRs from a
// CSV (preview first, errors row by row); a member presents the cycle with the keyboard; an
// admin presents one team (the "Time" picker) and sees a private objective's "Privado".

const COLUMNS =
  'Objetivo;Descrição;Nível;Time;Responsável (e-mail);Pilar;Resultado-chave;Tipo;Unidade;Valor inicial;Meta;Responsável do KR (e-mail)';

const csv = (rows: string[]) => Buffer.from(`\uFEFF${[COLUMNS, ...rows].join('\r\n')}\r\n`);

async function upload(page: Page, content: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'okrs.csv',
    mimeType: 'text/csv',
    buffer: content,
  });
  await page.getByRole('button', { name: 'Conferir planilha' }).click();
}

test('an admin previews a spreadsheet, sees each row’s errors, fixes it and imports it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const session = await loginViaApi(request, demo.admin);
  const id = randomUUID().slice(0, 6);
  const cycle = await request.post('/api/cycles', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { name: `Importação ${id}`, startDate: '2031-01-01', endDate: '2031-03-31' },
  });
  expect(cycle.status(), await cycle.text()).toBe(201);
  const cycleId = (await cycle.json()).id as string;
  const title = `Expandir a base de clientes ${id}`;

  await signIn(page, session, { darkTheme: false });
  await page.goto(`/okrs?ciclo=${cycleId}`);
  await page.getByRole('link', { name: 'Importar planilha' }).click();
  await expect(page.getByRole('heading', { name: 'Importar OKRs', level: 1 })).toBeVisible();

  await upload(
    page,
    csv([
      `${title};;Empresa;;${demo.admin.email};;Novos clientes;Aumentar;Número;0;1.200;`,
      `;;;;;;Receita nova;Aumentar;Moeda (R$);0;dez mil;`,
      `Outro objetivo ${id};;Empresa;;ninguem-${id}@example.com;;Algum resultado;;;0;10;`,
    ]),
  );
  await expect(page.getByText('A planilha tem 2 erros')).toBeVisible();
  await expect(page.getByTestId('import-row-3')).toContainText('"Meta" não é um número: dez mil');
  await expect(page.getByTestId('import-row-4')).toContainText(
    `Nenhuma pessoa ativa da empresa tem o e-mail ninguem-${id}@example.com.`,
  );
  await expect(page.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  expect.soft(await seriousViolations(page), 'preview with errors').toEqual([]);

  await upload(
    page,
    csv([
      `${title};Foco no Sudeste;Empresa;;${demo.admin.email};;Novos clientes;Aumentar;Número;0;1.200;`,
      `;;;;;;Receita nova;Aumentar;Moeda (R$);0;10.000,50;${demo.user.email}`,
    ]),
  );
  await expect(page.getByText('Planilha sem erros')).toBeVisible();
  await expect(page.getByText('Receita nova: Aumentar de R$ 0,00 para R$ 10.000,50')).toBeVisible();
  expect.soft(await seriousViolations(page), 'preview without errors').toEqual([]);
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/okrs\\?ciclo=${cycleId}`));
  await expect(page.getByText(title).first()).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await signIn(page, session, { darkTheme: dark });
      await checkPage(page, `/okrs/importar?ciclo=${cycleId}`, where(width, dark));
      await upload(page, csv([`${title};;Empresa;;${demo.admin.email};;Resultado;;;0;dez;`]));
      await expect(page.getByText('A planilha tem 1 erro')).toBeVisible();
      expect.soft(await seriousViolations(page), `preview, ${where(width, dark)}`).toEqual([]);
    }
  }
});

test('a member presents the cycle with the keyboard, full screen, dark by default', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const session = await loginViaApi(request, demo.user);
  await signIn(page, session, { darkTheme: false });
  await page.goto('/okrs');
  await expect(page.getByRole('link', { name: 'Importar planilha' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Apresentar' }).click();

  const deck = page.getByTestId('presentation-deck');
  const counter = page.getByTestId('slide-counter');
  await expect(deck).toHaveAttribute('data-theme', 'dark');
  await expect(counter).toHaveAttribute('aria-live', 'polite');
  const total = Number((await counter.textContent())?.split(' de ')[1]);
  expect(total).toBeGreaterThan(2);
  await expect(counter).toHaveText(`1 de ${total}`);
  await expect(deck.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(deck.getByText('Progresso médio')).toBeVisible();
  await expect(deck.getByRole('combobox', { name: 'Time' })).toHaveValue('');

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 de ${total}`);
  // The new slide's title takes the focus, so a screen reader reads it.
  await expect(deck.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(deck.getByText('Resultados-chave', { exact: true })).toBeVisible();
  await page.keyboard.press('PageDown');
  await expect(counter).toHaveText(`3 de ${total}`);
  await page.keyboard.press('Space');
  await expect(counter).toHaveText(`4 de ${total}`);
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`2 de ${total}`);
  await page.keyboard.press('End');
  await expect(counter).toHaveText(`${total} de ${total}`);
  await page.keyboard.press('Home');
  await expect(counter).toHaveText(`1 de ${total}`);

  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: 'Tela cheia' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('f');
  await expect(page.getByRole('button', { name: 'Tela cheia' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await signIn(page, session, { darkTheme: dark });
      await checkPage(page, '/apresentacao', where(width, dark));
      await page.keyboard.press('ArrowRight');
      expect.soft(await seriousViolations(page), `slide 2 dark, ${where(width, dark)}`).toEqual([]);
      await deck.getByRole('button', { name: 'Tema claro' }).click();
      await expect(deck).toHaveAttribute('data-theme', 'light');
      expect
        .soft(await seriousViolations(page), `slide 2 light, ${where(width, dark)}`)
        .toEqual([]);
    }
  }
});

test('an admin presents one team with the Time picker, kept in the address; a private slide says Privado', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const session = await loginViaApi(request, demo.admin);
  const headers = { authorization: `Bearer ${session.token}` };
  const id = randomUUID().slice(0, 6);
  const cycle = await request.post('/api/cycles', {
    headers,
    data: { name: `Reunião ${id}`, startDate: '2032-01-01', endDate: '2032-03-31' },
  });
  expect(cycle.status(), await cycle.text()).toBe(201);
  const cycleId = (await cycle.json()).id as string;
  const teams = await request.get('/api/teams?page=1&limit=100', { headers });
  const team = ((await teams.json()) as { data: { id: string; name: string }[] }).data[0];
  if (!team) throw new Error('the demo company has no team');
  const objectives = [
    { title: `Acordo sigiloso ${id}`, level: 'company', private: true },
    { title: `Meta do time ${id}`, level: 'team', teamId: team.id },
  ];
  for (const objective of objectives) {
    const created = await request.post('/api/objectives', {
      headers,
      data: { cycleId, ownerId: session.id, ...objective },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await signIn(page, session, { darkTheme: false });
  await page.goto(`/apresentacao?ciclo=${cycleId}`);
  const deck = page.getByTestId('presentation-deck');
  const counter = page.getByTestId('slide-counter');
  const picker = deck.getByRole('combobox', { name: 'Time' });
  await expect(picker).toHaveValue('');
  await expect(picker.locator('option:checked')).toHaveText('Todos os times');
  await expect(counter).toHaveText('1 de 3');
  await page.keyboard.press('ArrowRight');
  await expect(
    deck.getByRole('heading', { level: 2, name: `Acordo sigiloso ${id}` }),
  ).toBeVisible();
  await expect(deck.getByText('Privado', { exact: true })).toBeVisible();

  // From the keyboard: focus the picker, choose the team; back to the overview of that team.
  await picker.focus();
  await picker.selectOption({ label: team.name });
  await expect(page).toHaveURL(new RegExp(`[?&]time=${team.id}`));
  await expect(counter).toHaveText('1 de 2');
  await expect(deck.getByText(`Visão geral do ciclo · ${team.name}`)).toBeVisible();
  // Arrows move within the focused picker; Tab leaves it and the slide keys work again.
  await page.keyboard.press('Tab');
  await page.keyboard.press('End');
  await expect(deck.getByRole('heading', { level: 2, name: `Meta do time ${id}` })).toBeVisible();

  // The address keeps the choice after a reload.
  await page.reload();
  await expect(deck.getByRole('combobox', { name: 'Time' })).toHaveValue(team.id);
  await expect(counter).toHaveText('1 de 2');
  await deck.getByRole('combobox', { name: 'Time' }).selectOption({ label: 'Todos os times' });
  await expect(page).not.toHaveURL(/[?&]time=/);
  await expect(counter).toHaveText('1 de 3');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await signIn(page, session, { darkTheme: dark });
      await checkPage(page, `/apresentacao?ciclo=${cycleId}&time=${team.id}`, where(width, dark));
      await page.keyboard.press('ArrowRight');
      await deck.getByRole('button', { name: 'Tema claro' }).click();
      expect
        .soft(await seriousViolations(page), `team slide light, ${where(width, dark)}`)
        .toEqual([]);
      await page.goto(`/apresentacao?ciclo=${cycleId}`);
      await expect(counter).toHaveText('1 de 3');
      await page.keyboard.press('ArrowRight');
      await expect(deck.getByText('Privado', { exact: true })).toBeVisible();
      expect
        .soft(await seriousViolations(page), `private slide, ${where(width, dark)}`)
        .toEqual([]);
    }
  }
});

test('a long deck loads its slides a page at a time as the presenter moves, End included', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await loginViaApi(request, demo.admin);
  const headers = { authorization: `Bearer ${session.token}` };
  const id = randomUUID().slice(0, 6);
  const cycle = await request.post('/api/cycles', {
    headers,
    data: { name: `Longa ${id}`, startDate: '2033-01-01', endDate: '2033-03-31' },
  });
  expect(cycle.status(), await cycle.text()).toBe(201);
  const cycleId = (await cycle.json()).id as string;
  // 23 objectives: three pages of slides (10 each), the last one short.
  const titles = Array.from(
    { length: 23 },
    (_, n) => `Tema ${String(n + 1).padStart(2, '0')} ${id}`,
  );
  for (const title of titles) {
    const created = await request.post('/api/objectives', {
      headers,
      data: { cycleId, ownerId: session.id, title, level: 'company' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await signIn(page, session, { darkTheme: false });
  const slidesRead: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/presentation/slides')) slidesRead.push(sent.url());
  });
  await page.goto(`/apresentacao?ciclo=${cycleId}`);
  const deck = page.getByTestId('presentation-deck');
  const counter = page.getByTestId('slide-counter');
  const title = deck.getByRole('heading', { level: 2 });
  await expect(counter).toHaveText('1 de 24');
  expect(slidesRead).toEqual([]);

  await page.keyboard.press('End');
  await expect(counter).toHaveText('24 de 24');
  await expect(title).toHaveText(titles[22] ?? '');
  await page.keyboard.press('Home');
  for (let slide = 2; slide <= 13; slide++) await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('13 de 24');
  await expect(title).toHaveText(titles[11] ?? '');
  // The first page came with the deck; the second and the third were read once each.
  expect(new Set(slidesRead.map((url) => new URL(url).searchParams.get('offset')))).toEqual(
    new Set(['10', '20']),
  );
});
