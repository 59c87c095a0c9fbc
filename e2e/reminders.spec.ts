import { type APIRequestContext, test } from '@playwright/test';
import {
  activateViaApi,
  latestMailTo,
  linkIn,
  loginViaApi,
  type MailMessage,
  registerViaApi,
} from './support/api';
import { newAccount } from './support/data';
import { bearer, expect, expectToast } from './support/okr';
import { useSession } from './support/session';

const KR_TITLE = 'Fechar 30 contratos novos';
const WEEK_MS = 7 * 86_400_000;

/** 09:00 in São Paulo (12:00 UTC) on the Monday of this week: a default company's check-in day. */
function thisWeeksCheckInDay(): Date {
  const now = new Date(Date.now() - 3 * 3_600_000); // São Paulo's calendar day
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - sinceMonday, 12),
  );
}

/** Runs the hourly reminder job as if the clock read `at` (a dev-only endpoint, never in production). */
async function runRemindersAt(request: APIRequestContext, at: Date) {
  const response = await request.post('/api/dev/reminders/run', {
    data: { at: at.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function mailTo(request: APIRequestContext, to: string): Promise<MailMessage[]> {
  const response = await request.get('/api/dev/mailbox');
  const { data } = (await response.json()) as { data: MailMessage[] };
  return data.filter((message) => message.to.toLowerCase() === to.toLowerCase());
}

/** A fresh company (in its trial) whose admin owns one key result of the open cycle. */
async function companyWithPendingKeyResult(request: APIRequestContext) {
  const account = newAccount('Renata');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  const user = await loginViaApi(request, account);
  const headers = bearer(user.token);
  const today = new Date();
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const cycle = await request.post('/api/cycles', {
    headers,
    data: { name: 'Ciclo dos lembretes', startDate: day(-30), endDate: day(60) },
  });
  expect(cycle.status(), await cycle.text()).toBe(201);
  const { id: cycleId } = (await cycle.json()) as { id: string };
  await request.post(`/api/cycles/${cycleId}/activate`, { headers });
  const objective = await request.post('/api/objectives', {
    headers,
    data: { cycleId, title: 'Crescer a carteira', level: 'company', ownerId: user.id },
  });
  expect(objective.status(), await objective.text()).toBe(201);
  const { id: objectiveId } = (await objective.json()) as { id: string };
  const keyResult = await request.post(`/api/objectives/${objectiveId}/key-results`, {
    headers,
    data: {
      title: KR_TITLE,
      type: 'increase',
      start: 0,
      target: 30,
      unit: 'number',
      decimals: 0,
      weight: 1,
      ownerId: user.id,
    },
  });
  expect(keyResult.status(), await keyResult.text()).toBe(201);
  return user;
}

test('the check-in day e-mails each pending key result with a link into the guided check-in; Meu Perfil turns it off', async ({
  page,
  request,
}) => {
  const user = await companyWithPendingKeyResult(request);
  const checkInDay = thisWeeksCheckInDay();

  await runRemindersAt(request, checkInDay);
  const reminder = await latestMailTo(request, user.email, KR_TITLE);
  expect(reminder.subject).toBe('Hoje é dia de check-in: 1 resultado-chave aguarda você');
  const link = new URL(linkIn(reminder, '/check-in'));
  expect(link.searchParams.get('kr')).toBeTruthy();

  // The e-mail's link opens the guided check-in on that key result.
  await useSession(page, user);
  await page.goto(link.pathname + link.search);
  const flow = page.getByRole('dialog', { name: 'Check-in da semana' });
  await expect(flow).toBeVisible();
  await expect(flow.locator('form')).toHaveAttribute('aria-label', `Check-in de ${KR_TITLE}`);
  await expect(flow.getByTestId('guided-step')).toHaveText('1 de 1');
  await expect(page).toHaveURL(/\/check-in$/);
  await page.keyboard.press('Escape');
  await expect(flow).toBeHidden();

  // Turned off in Meu Perfil, saved at once.
  await page.goto('/perfil');
  const reminderSwitch = page.getByRole('switch', { name: /Lembrete de check-in/ });
  await expect(reminderSwitch).toBeChecked();
  await reminderSwitch.click();
  await expectToast(page, 'Preferência salva');
  await expect(reminderSwitch).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Lembrete de check-in/ })).not.toBeChecked();

  // The next check-in day brings the digest (still on) but no reminder.
  await runRemindersAt(request, new Date(checkInDay.getTime() + WEEK_MS));
  await expect
    .poll(
      async () =>
        (await mailTo(request, user.email)).filter((m) => m.subject.startsWith('Resumo semanal'))
          .length,
    )
    .toBe(2);
  const reminders = (await mailTo(request, user.email)).filter((m) =>
    m.subject.startsWith('Hoje é dia de check-in'),
  );
  expect(reminders).toHaveLength(1);
});
