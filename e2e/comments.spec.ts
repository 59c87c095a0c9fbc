import { test } from '@playwright/test';
import { latestMailTo, loginViaApi } from './support/api';
import { demo } from './support/data';
import { bearer, expect, keyResultOwnedByAnother } from './support/okr';
import { useSession } from './support/session';

test('a comment mentions a person, who gets an e-mail, and a check-in gets a reaction', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await loginViaApi(request, demo.admin);
  const ana = await loginViaApi(request, demo.user);
  const { objectiveId, keyResult } = await keyResultOwnedByAnother(request, admin.token, admin.id);
  const note = `Vamos revisar a meta ${Date.now()}`;

  await test.step('the admin has a check-in to react to', async () => {
    const response = await request.post(`/api/key-results/${keyResult.id}/check-ins`, {
      headers: bearer(admin.token),
      data: { value: keyResult.current, confidence: 'on_track', comment: 'Seguimos no ritmo.' },
    });
    expect(response.status(), await response.text()).toBe(201);
  });

  await useSession(page, admin);
  await page.goto(`/okrs/${objectiveId}`);
  const activity = page.getByRole('region', { name: 'Atividade' });

  await test.step('typing @ suggests people; Enter picks one by keyboard', async () => {
    const box = activity.getByRole('textbox', { name: 'Comentar no objetivo' });
    await box.click();
    await box.pressSequentially('@Ana');
    await expect(page.getByRole('option', { name: ana.name })).toBeVisible();
    await box.press('Enter');
    await expect(box).toHaveValue(`@${ana.name} `);
    await box.pressSequentially(note);
    await activity.getByRole('button', { name: 'Comentar' }).click();
    await expect(box).toHaveValue('');
  });

  await test.step('the comment shows in the timeline, the mention as the name', async () => {
    await expect(activity).toContainText(`${admin.name} comentou`);
    await expect(activity).toContainText(`@${ana.name} ${note}`);
    await expect(activity.getByText(`@${ana.name}`, { exact: true })).toBeVisible();
  });

  await test.step('the person mentioned finds the e-mail in the dev mailbox', async () => {
    const mail = await latestMailTo(request, ana.email, note);
    expect(mail.subject).toBe(`${admin.name} mencionou você em um comentário`);
    expect(mail.text).toContain(`/okrs/${objectiveId}`);
  });

  await test.step('a link to a key result opens its comments, where a comment is added', async () => {
    await page.goto(`/okrs/${objectiveId}?kr=${keyResult.id}`);
    const card = page.getByRole('article', { name: keyResult.title });
    await expect(card.getByRole('button', { name: 'Ocultar comentários' })).toBeVisible();
    const box = card.getByRole('textbox', { name: `Comentar em "${keyResult.title}"` });
    await box.fill(`Sobre este número: ${note}`);
    await box.press('Control+Enter');
    await expect(card.getByRole('listitem').filter({ hasText: 'Sobre este número' })).toBeVisible();
    await expect(activity).toContainText(
      `${admin.name} comentou no resultado-chave “${keyResult.title}”`,
    );
  });

  await test.step('a reaction on the check-in counts who reacted, in the timeline too', async () => {
    const card = page.getByRole('article', { name: keyResult.title });
    await card.getByRole('button', { name: 'Histórico de check-ins' }).click();
    const first = card.getByRole('listitem').first();
    await first.getByRole('button', { name: 'Adicionar reação' }).click();
    await page.getByRole('button', { name: 'Reagir com 👍' }).click();
    const reacted = first.getByRole('button', { name: /^1 pessoa reagiu com 👍/ });
    await expect(reacted).toHaveAttribute('aria-pressed', 'true');
    await expect(reacted).toContainText('1');
    // The timeline's entry of the check-in shows it, without an entry of its own.
    const inTimeline = activity.getByRole('listitem', {
      name: `1 pessoa reagiu com 👍: ${admin.name}`,
    });
    await expect(inTimeline).toHaveText('👍 1');
    // Pressing it again takes the reaction back.
    await reacted.click();
    await expect(first.getByRole('button', { name: /reagiu com 👍/ })).toHaveCount(0);
    await expect(inTimeline).toHaveCount(0);
  });
});
