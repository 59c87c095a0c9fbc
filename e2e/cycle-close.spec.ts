import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test } from '@playwright/test';
import { cycleCloseMessages, REPORT_PEOPLE_PRINT_LIMIT } from '@rumo/shared/cycle-close/contracts';
import { loginViaApi, type SessionUser } from './support/api';
import { checkPage, SCHEMES, setTheme, signIn, WIDTHS, where } from './support/axe';
import { demo } from './support/data';
import { bearer, chooseOption, expect, expectToast } from './support/okr';
import { sidebar } from './support/shell';

// Closing a cycle: the admin scores, writes a retrospective, carries an objective on, closes the
// cycle and prints its report; a member scores their own key result only. The cycles are made
// for the run, far in the future, so the demo's current cycle stays as the other specs expect.

interface World {
  tag: string;
  cycleId: string;
  nextCycleName: string;
  objectiveTitle: string;
  memberKr: string;
  memberKrId: string;
  adminKr: string;
}

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  const response = await request.post(url, { headers: bearer(token), data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

async function buildWorld(
  request: APIRequestContext,
  admin: SessionUser,
  member: SessionUser,
): Promise<World> {
  const tag = randomUUID().slice(0, 6);
  const cycle = await post(request, admin.token, '/api/cycles/', {
    name: `Ciclo fechado ${tag}`,
    startDate: '2031-01-01',
    endDate: '2031-03-31',
  });
  const nextCycleName = `Ciclo seguinte ${tag}`;
  await post(request, admin.token, '/api/cycles/', {
    name: nextCycleName,
    startDate: '2031-04-01',
    endDate: '2031-06-30',
  });
  const keyResult = (title: string, ownerId: string) => ({
    title,
    type: 'increase',
    start: 0,
    target: 100,
    unit: 'number',
    decimals: 0,
    weight: 1,
    ownerId,
  });
  const objectiveTitle = `Expandir para o Sul ${tag}`;
  const memberKr = `Abrir 3 revendas ${tag}`;
  const adminKr = `Contratar gerente regional ${tag}`;
  const objective = await post(request, admin.token, '/api/objectives/', {
    cycleId: cycle.id,
    title: objectiveTitle,
    level: 'company',
    ownerId: admin.id,
    keyResults: [keyResult(memberKr, member.id), keyResult(adminKr, admin.id)],
  });
  const memberKrId = objective.keyResults[0].id;
  return { tag, cycleId: cycle.id, nextCycleName, objectiveTitle, memberKr, memberKrId, adminKr };
}

const keyResultItem = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('listitem').filter({ hasText: title });

test('cycle close: member scores their key result, admin closes, carries on and prints the report', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await loginViaApi(request, demo.admin);
  const member = await loginViaApi(request, demo.user);
  const world = await buildWorld(request, admin, member);
  const closingPath = `/ciclos/${world.cycleId}/encerramento`;

  // The member: sees the objective (they hold a key result), scores only their own, with a reason.
  await signIn(page, member, { darkTheme: false });
  await page.goto(closingPath);
  await expect(page.getByRole('heading', { name: world.objectiveTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Encerrar ciclo' })).toHaveCount(0);
  const own = keyResultItem(page, world.memberKr);
  await expect(keyResultItem(page, world.adminKr).getByRole('button')).toHaveCount(0);
  await chooseOption(page, own, 'Nota final', '0,3');
  await own.getByRole('button', { name: 'Salvar nota' }).click();
  await expect(own.getByText(cycleCloseMessages.reasonRequired)).toBeVisible();
  await own
    .getByRole('textbox', { name: /Motivo da nota/ })
    .fill('Duas revendas assinaram depois do último check-in.');
  await own.getByRole('button', { name: 'Salvar nota' }).click();
  await expectToast(page, 'Nota salva.');
  await expect(own.getByText('Nota 0,3')).toBeVisible();

  // The admin saves another score meanwhile: the member's next save is refused (not silently
  // over theirs), says so and shows the fresh score; saved again over it, it stands.
  const meanwhile = await request.put(`/api/key-results/${world.memberKrId}/score`, {
    headers: bearer(admin.token),
    data: { score: 0.2, reason: 'Revista pela diretoria.', expectedVersion: 1 },
  });
  expect(meanwhile.status(), await meanwhile.text()).toBe(200);
  await own.getByRole('button', { name: 'Salvar nota' }).click();
  await expect(own.getByText(cycleCloseMessages.scoredMeanwhile)).toBeVisible();
  await expect(own.getByText('Nota 0,2')).toBeVisible();
  await chooseOption(page, own, 'Nota final', '0,3');
  await own.getByRole('button', { name: 'Salvar nota' }).click();
  await expectToast(page, 'Nota salva.');
  await expect(own.getByText('Nota 0,3')).toBeVisible();

  // The admin: scores the other key result as suggested, writes the retrospective, carries it on.
  await signIn(page, admin, { darkTheme: false });
  await page.goto(closingPath);
  const adminItem = keyResultItem(page, world.adminKr);
  await adminItem.getByRole('button', { name: 'Salvar nota' }).click();
  await expectToast(page, 'Nota salva.');
  await page.getByRole('textbox', { name: 'O que funcionou' }).fill('Parcerias com revendas.');
  await page.getByRole('textbox', { name: 'O que aprendemos' }).fill('Contratar antes de abrir.');
  await page.getByRole('textbox', { name: 'O que continua' }).fill('A expansão para o Sul.');
  await page.getByRole('button', { name: 'Salvar retrospectiva' }).click();
  await expectToast(page, 'Retrospectiva salva.');

  await page
    .getByRole('button', { name: `Continuar no próximo ciclo: ${world.objectiveTitle}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Continuar no próximo ciclo' });
  await expect(dialog.getByRole('combobox', { name: 'Ciclo de destino' })).toHaveValue(
    world.nextCycleName,
  );
  await dialog.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expectToast(page, `Objetivo continuado em ${world.nextCycleName}.`);
  const carried = page.getByRole('link', { name: `Continuado em ${world.nextCycleName}` });
  await expect(carried).toBeVisible();

  // The copy links back to its source.
  await carried.click();
  await expect(page.getByTestId('carry-links')).toContainText(
    `Continuação de ${world.objectiveTitle} (Ciclo fechado ${world.tag})`,
  );
  await page.goBack();

  await page.getByRole('button', { name: 'Encerrar ciclo' }).click();
  await page
    .getByRole('dialog', { name: 'Encerrar ciclo' })
    .getByRole('button', { name: 'Encerrar ciclo' })
    .click();
  await expectToast(page, 'Ciclo encerrado.');
  await expect(page.getByText('Ciclo encerrado', { exact: true })).toBeVisible();

  // The report: averages, distribution (table alternative) and the retrospective.
  await page.getByRole('link', { name: 'Ver relatório' }).click();
  await expect(
    page.getByRole('heading', { name: `Relatório de Ciclo fechado ${world.tag}` }),
  ).toBeVisible();
  const bands = page.getByRole('table', { name: 'Distribuição das notas' });
  await expect(bands.getByRole('row', { name: '0,0 – 0,3 2' })).toBeVisible();
  const people = page.getByRole('table', { name: 'Nota média por pessoa' });
  await expect(people.getByRole('row', { name: `${member.name} 0,30 1` })).toBeVisible();
  // Lowest average first (the admin's suggested 0,00), a page of 20 at a time with the total.
  await expect(people.getByRole('row').nth(1)).toHaveAccessibleName(`${admin.name} 0,00 1`);
  const peopleCount = page.getByText('2 pessoas, da menor para a maior nota média');
  await expect(peopleCount).toBeVisible();
  await expect(page.getByText('Parcerias com revendas.')).toBeVisible();

  // "Imprimir ou salvar PDF" loads every person (not the page of 20), then opens the dialog.
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  const everyone = page.waitForRequest((request) =>
    request.url().includes(`/report?page=1&limit=${REPORT_PEOPLE_PRINT_LIMIT}`),
  );
  await page.getByRole('button', { name: 'Imprimir ou salvar PDF' }).click();
  await everyone;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
  await expect(peopleCount).toBeVisible();

  // Printing, from the dark theme: white paper, no shell, no buttons, and Chromium makes a PDF.
  await setTheme(page, true);
  await page.reload();
  await expect(page.getByTestId('score-histogram')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const paper = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(paper).toBe('rgb(255, 255, 255)');
  await expect(page.locator('header').first()).toBeHidden();
  await expect(sidebar(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir ou salvar PDF' })).toBeHidden();
  await expect(peopleCount).toBeHidden();
  await expect(page.getByTestId('score-histogram')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });
});

test('Evolução of a closed cycle stops at its end: "Esperado no fim", no Hoje line', async ({
  page,
  request,
}) => {
  const admin = await loginViaApi(request, demo.admin);
  const cycles = await request.get('/api/cycles?status=closed', { headers: bearer(admin.token) });
  const closed = (await cycles.json()).data.at(-1);
  await signIn(page, admin, { darkTheme: false });
  await page.goto(`/okr-evolution?ciclo=${closed.id}`);
  await expect(page.getByText('Esperado no fim')).toBeVisible();
  await expect(page.getByText('Esperado hoje')).toHaveCount(0);
  await expect(page.locator('.recharts-reference-line')).toHaveCount(0);
});

test('the close and report pages pass axe-core, light and dark, at 390 px and 1280 px', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await loginViaApi(request, demo.admin);
  const cycles = await request.get('/api/cycles?status=closed', { headers: bearer(admin.token) });
  const closed = (await cycles.json()).data.at(-1);
  await signIn(page, admin, { darkTheme: false });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of SCHEMES) {
      await setTheme(page, dark);
      for (const path of [`/ciclos/${closed.id}/encerramento`, `/ciclos/${closed.id}/relatorio`]) {
        await checkPage(page, path, where(width, dark));
      }
    }
  }
});
