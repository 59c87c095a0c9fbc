import { randomUUID } from 'node:crypto';
import { test } from '@playwright/test';
import type { Objective, ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { loginViaApi } from './support/api';
import { checkPage, SCHEMES, seriousViolations, setTheme, WIDTHS, where } from './support/axe';
import { demo } from './support/data';
import { bearer, chooseOption, expect, expectToast } from './support/okr';
import { useSession } from './support/session';

// Initiatives under a key result (issue 23, item 4): the admin plans them on the objective page,
// the member who owns one marks it done from the same page, and a milestone key result's
// progress follows. The demo company allows milestone key results.

test('an admin adds initiatives, the member who owns one completes it, the milestone KR moves', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const tag = randomUUID().slice(0, 6);
  const admin = await loginViaApi(request, demo.admin);
  const ana = await loginViaApi(request, demo.user);
  const milestoneTitle = `Lançar o portal em marcos ${tag}`;
  const first = `Piloto com três clientes ${tag}`;
  const second = `Treinamento do suporte ${tag}`;

  const objectiveId =
    await test.step('an objective with a numeric and a milestone KR (API)', async () => {
      const list = await request.get('/api/objectives?limit=100', { headers: bearer(admin.token) });
      const { data } = (await list.json()) as { data: Objective[] };
      const cycleId = data.find((objective) => objective.status === 'active')?.cycleId;
      const created = await request.post('/api/objectives', {
        headers: bearer(admin.token),
        data: {
          cycleId,
          title: `Portal do cliente ${tag}`,
          level: 'company',
          ownerId: admin.id,
          keyResults: [
            {
              title: `Clientes no portal ${tag}`,
              type: 'increase',
              start: 0,
              target: 100,
              unit: 'number',
              decimals: 0,
              weight: 1,
              ownerId: admin.id,
            },
            {
              title: milestoneTitle,
              type: 'milestone',
              start: 0,
              target: 0,
              unit: 'number',
              decimals: 0,
              weight: 1,
              ownerId: admin.id,
            },
          ],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as ObjectiveDetail).id;
    });

  const card = page.getByRole('article', { name: milestoneTitle, exact: true });

  await test.step('the admin adds an initiative owned by Ana from the key result', async () => {
    await useSession(page, admin);
    await page.goto(`/okrs/${objectiveId}`);
    await expect(card.getByRole('button', { name: 'Iniciativas (0)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await card.getByRole('button', { name: 'Adicionar iniciativa' }).click();
    const dialog = page.getByRole('dialog', { name: `Nova iniciativa em "${milestoneTitle}"` });
    await dialog.getByRole('textbox', { name: 'Título' }).fill(first);
    await chooseOption(page, dialog, 'Responsável', new RegExp(ana.name), ana.name.split(' ')[0]);
    await dialog.getByRole('button', { name: 'Adicionar iniciativa' }).click();
    await expectToast(page, 'Iniciativa adicionada.');
    await card.getByRole('button', { name: 'Adicionar iniciativa' }).click();
    await page.getByRole('textbox', { name: 'Título' }).fill(second);
    await page.getByRole('dialog').getByRole('button', { name: 'Adicionar iniciativa' }).click();
    await expect(card.getByRole('article', { name: second })).toBeVisible();
    await expect(card.getByText('0 de 2 concluídas')).toBeVisible();
    await expect(card.getByLabel(`Progresso de "${milestoneTitle}": 0%`)).toBeAttached();
  });

  await test.step('Ana finds it in Minha semana and starts it from the row', async () => {
    await useSession(page, ana);
    await page.goto('/minha-semana');
    const section = page.getByRole('region', { name: 'Minhas iniciativas' });
    const row = section.getByRole('listitem').filter({ hasText: first });
    await expect(row).toContainText(milestoneTitle);
    // The demo gives Ana one past its due date.
    await expect(section.getByText('Atrasada').first()).toBeVisible();
    await chooseOption(page, row, `Status de "${first}"`, 'Em andamento');
    await expectToast(page, 'Status da iniciativa alterado.');
  });

  await test.step('Ana, who owns one, marks it done: the milestone KR moves to 50%', async () => {
    await page.goto(`/okrs/${objectiveId}`);
    const row = card.getByRole('article', { name: first });
    // Not her key result: she may not add or edit, only change the status of her own.
    await expect(card.getByRole('button', { name: 'Adicionar iniciativa' })).toHaveCount(0);
    await expect(card.getByRole('article', { name: second }).getByRole('combobox')).toHaveCount(0);
    await chooseOption(page, row, `Status de "${first}"`, 'Concluída');
    await expect(card.getByText('1 de 2 concluídas')).toBeVisible();
    await expect(card.getByLabel(`Progresso de "${milestoneTitle}": 50%`)).toBeAttached();
    const activity = page.getByRole('region', { name: 'Atividade' });
    await expect(activity).toContainText(`${ana.name} concluiu a iniciativa “${first}”`);
  });

  await test.step('the admin deletes one after confirming; the KR counts what is left', async () => {
    await useSession(page, admin);
    await page.goto(`/okrs/${objectiveId}`);
    await card.getByRole('button', { name: `Ações da iniciativa "${second}"` }).click();
    await page.getByRole('menuitem', { name: 'Excluir iniciativa' }).click();
    await page
      .getByRole('dialog', { name: 'Excluir iniciativa' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect(card.getByRole('article', { name: second })).toHaveCount(0);
    await expect(card.getByLabel(`Progresso de "${milestoneTitle}": 100%`)).toBeAttached();
  });

  await test.step('the objective page with initiatives and the form pass axe-core', async () => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const dark of SCHEMES) {
        await setTheme(page, dark);
        await page.goto(`/okrs/${objectiveId}`);
        await expect(card.getByRole('article', { name: first })).toBeVisible();
        await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
        expect.soft(await seriousViolations(page), `objective ${where(width, dark)}`).toEqual([]);
        await card.getByRole('button', { name: 'Adicionar iniciativa' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect.soft(await seriousViolations(page), `form ${where(width, dark)}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
    await useSession(page, ana);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const dark of SCHEMES) {
        await setTheme(page, dark);
        await checkPage(page, '/minha-semana', where(width, dark));
        await expect(page.getByRole('region', { name: 'Minhas iniciativas' })).toBeVisible();
      }
    }
  });
});
