import { test } from '@playwright/test';
import { latestMailTo, linkIn } from './support/api';
import { expect, expectToast } from './support/okr';
import {
  companyWithPendingKeyResult,
  KR_TITLE,
  mailTo,
  runRemindersAt,
  thisWeeksCheckInDay,
  WEEK_MS,
} from './support/reminders';
import { useSession } from './support/session';

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
