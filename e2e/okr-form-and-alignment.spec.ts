import { randomUUID } from 'node:crypto';
import { type Locator, test } from '@playwright/test';
import type { ObjectiveDetail } from '@rumo/shared/objectives/contracts';
import { demo } from './support/data';
import { bearer, expect, expectToast, storedSession } from './support/okr';
import { loginViaUi } from './support/session';

/** Clicks the region's "Carregar mais" until `target` shows (long lists come a page at a time). */
async function showByLoadingMore(region: Locator, target: Locator) {
  const more = region.getByRole('button', { name: /^Carregar mais/ }).last();
  for (let page = 0; page < 50; page++) {
    await expect(target.or(more).first()).toBeVisible();
    if (await target.isVisible()) return;
    await more.click();
    await expect(region.locator('[aria-busy="true"]')).toHaveCount(0);
  }
  await expect(target).toBeVisible();
}

test('an objective created with its key results, its aligned children, the tree and the trend', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const parentTitle = `Ser a melhor escolha do cliente ${tag}`;
  const childTitle = `Responder em menos de uma hora ${tag}`;
  const keyResults = [`NPS acima de 60 ${tag}`, `Clientes ativos ${tag}`, `Churn mensal ${tag}`];
  let parent: ObjectiveDetail | undefined;

  await test.step('the admin creates an objective with three key results at once', async () => {
    await loginViaUi(page, demo.admin);
    await page.goto('/okrs');
    await page.getByRole('button', { name: 'Novo objetivo' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Novo objetivo' });
    await drawer.getByRole('textbox', { name: 'Título', exact: true }).fill(parentTitle);
    await drawer.getByRole('radio', { name: 'Empresa', exact: true }).check();
    const add = drawer.getByRole('button', { name: 'Adicionar resultado-chave' });
    // Typed out of order, then the last one moved up: the order shown is the order created.
    for (const [index, title] of [keyResults[0], keyResults[2], keyResults[1]].entries()) {
      await add.click();
      const group = drawer.getByRole('group', { name: `Resultado-chave ${index + 1}` });
      await expect(group.getByRole('textbox', { name: 'Título', exact: true })).toBeFocused();
      await group.getByRole('textbox', { name: 'Título', exact: true }).fill(title ?? '');
      await group.getByRole('textbox', { name: 'Para (meta)', exact: true }).fill('100');
    }
    await drawer.getByRole('button', { name: 'Mover resultado-chave 3 para cima' }).click();
    await expect(
      drawer
        .getByRole('group', { name: 'Resultado-chave 2' })
        .getByRole('textbox', { name: 'Título', exact: true }),
    ).toHaveValue(keyResults[1] ?? '');

    // A mistake in one key result is shown on that key result, and nothing is sent.
    const third = drawer.getByRole('group', { name: 'Resultado-chave 3' });
    await third.getByRole('textbox', { name: 'Para (meta)', exact: true }).fill('0');
    await drawer.getByRole('button', { name: 'Criar objetivo' }).click();
    await expect(third.getByText('A meta deve ser diferente do valor inicial.')).toBeVisible();
    await third.getByRole('textbox', { name: 'Para (meta)', exact: true }).fill('5');

    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/objectives') && response.request().method() === 'POST',
    );
    await drawer.getByRole('button', { name: 'Criar objetivo' }).click();
    expect((await created).status()).toBe(201);
    parent = (await (await created).json()) as ObjectiveDetail;
    await expectToast(page, 'Objetivo criado.');
    await expect(page).toHaveURL(/\/okrs\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Resultados-chave (3)' })).toBeVisible();
    const cards = page.getByRole('article').filter({ hasText: tag });
    await expect(cards).toHaveCount(3);
    for (const [index, title] of keyResults.entries()) {
      await expect(cards.nth(index)).toHaveAttribute('aria-label', title);
    }
  });

  await test.step('an aligned child and a check-in appear on the parent page', async () => {
    if (!parent) throw new Error('the objective was not created');
    const { token, id: ownerId } = await storedSession(page);
    const child = await request.post('/api/objectives', {
      headers: bearer(token),
      data: {
        cycleId: parent.cycleId,
        title: childTitle,
        level: 'company',
        ownerId,
        parentObjectiveId: parent.id,
      },
    });
    expect(child.status(), await child.text()).toBe(201);
    const firstKeyResult = parent.keyResults[0];
    if (!firstKeyResult) throw new Error('no key result');
    const checkIn = await request.post(`/api/key-results/${firstKeyResult.id}/check-ins`, {
      headers: bearer(token),
      data: { value: 40, confidence: 'on_track' },
    });
    expect(checkIn.status(), await checkIn.text()).toBe(201);

    await page.reload();
    const aligned = page.getByRole('region', { name: 'Objetivos alinhados (1)' });
    await expect(aligned.getByRole('link', { name: childTitle })).toBeVisible();
    // Owner and progress beside the link (0%: the bar itself has no width to be visible).
    await expect(
      aligned.getByRole('progressbar', { name: `Progresso de "${childTitle}"` }),
    ).toHaveAttribute('aria-valuenow', '0');
    await expect(aligned.getByRole('listitem')).toContainText('Helena Administradora');

    const card = page.getByRole('article', { name: keyResults[0], exact: true });
    await expect(
      card.getByRole('img', { name: /^Tendência: de 0 para 40 em 1 check-in; meta 100/ }),
    ).toBeVisible();

    await aligned.getByRole('link', { name: childTitle }).click();
    await expect(page.getByRole('heading', { name: childTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Objetivos alinhados' })).toContainText(
      'Nenhum objetivo alinhado',
    );
  });

  await test.step('the tree opens the parent to its child, loading more roots as needed', async () => {
    await page.goto('/okrs');
    const loose = page.getByRole('region', { name: 'Sem pilar' });
    const parentLink = loose.getByRole('link', { name: parentTitle, exact: true });
    await showByLoadingMore(loose, parentLink);
    const expand = loose.getByRole('button', { name: `Expandir "${parentTitle}"`, exact: true });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(loose.getByText(childTitle)).toHaveCount(0);
    await expand.focus();
    await page.keyboard.press('Enter');
    const children = page.getByRole('list', { name: `Alinhados a "${parentTitle}"` });
    await expect(children.getByRole('link', { name: childTitle, exact: true })).toBeVisible();
    const collapse = loose.getByRole('button', { name: `Recolher "${parentTitle}"`, exact: true });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Recolher tudo' }).click();
    await expect(children).toBeHidden();
  });

  await test.step('the coverage lists the parent among the unaligned, paging with "Carregar mais"', async () => {
    await page.goto('/planejamento');
    const coverage = page.getByRole('region', { name: 'Cobertura da estratégia' });
    await expect(coverage.getByText(/objetivos? no ciclo$/)).toBeVisible();
    const unaligned = coverage.getByRole('region', { name: 'Objetivos sem alinhamento' });
    const parentLink = unaligned.getByRole('link', { name: parentTitle, exact: true });
    await showByLoadingMore(unaligned, parentLink);
    // The child is aligned to the parent: never listed as unaligned.
    await expect(unaligned.getByRole('link', { name: childTitle, exact: true })).toHaveCount(0);
  });

  await test.step('the tree shows the key results on demand', async () => {
    await page.goto('/okrs');
    const loose = page.getByRole('region', { name: 'Sem pilar' });
    await showByLoadingMore(loose, loose.getByRole('link', { name: parentTitle, exact: true }));
    const node = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: parentTitle, exact: true }),
    });
    const toggle = node
      .first()
      .getByRole('button', { name: `Resultados-chave de "${parentTitle}"`, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('list', { name: `Resultados-chave de "${parentTitle}"` });
    for (const title of keyResults) {
      await expect(list.getByText(title, { exact: true })).toBeVisible();
    }
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
  });
});
