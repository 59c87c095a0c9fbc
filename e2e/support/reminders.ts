import type { APIRequestContext } from '@playwright/test';
import {
  activateViaApi,
  latestMailTo,
  linkIn,
  loginViaApi,
  type MailMessage,
  registerViaApi,
  type SessionUser,
} from './api';
import { newAccount } from './data';
import { bearer, expect } from './okr';

export const KR_TITLE = 'Fechar 30 contratos novos';
export const WEEK_MS = 7 * 86_400_000;

/** 09:00 in São Paulo (12:00 UTC) on the Monday of this week: a default company's check-in day. */
export function thisWeeksCheckInDay(): Date {
  const now = new Date(Date.now() - 3 * 3_600_000); // São Paulo's calendar day
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - sinceMonday, 12),
  );
}

/** Runs the hourly reminder job as if the clock read `at` (a dev-only endpoint, never in production). */
export async function runRemindersAt(request: APIRequestContext, at: Date) {
  const response = await request.post('/api/dev/reminders/run', {
    data: { at: at.toISOString() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function mailTo(request: APIRequestContext, to: string): Promise<MailMessage[]> {
  const response = await request.get('/api/dev/mailbox');
  const { data } = (await response.json()) as { data: MailMessage[] };
  return data.filter((message) => message.to.toLowerCase() === to.toLowerCase());
}

/** A fresh company (in its trial) whose admin owns one key result of the open cycle. */
export async function companyWithPendingKeyResult(request: APIRequestContext) {
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

/** The check-in reminder of this week's check-in day for `user` (who owns a pending key result). */
export async function checkInReminderFor(
  request: APIRequestContext,
  user: SessionUser,
): Promise<MailMessage> {
  await runRemindersAt(request, thisWeeksCheckInDay());
  return latestMailTo(request, user.email, KR_TITLE);
}

/** The path (with its query) of the e-mail's first link to `path`. */
export function pathOfLink(message: MailMessage, path: string): string {
  const link = new URL(linkIn(message, path));
  return link.pathname + link.search;
}
