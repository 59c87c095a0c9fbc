import { and, eq, like } from 'drizzle-orm';
import { createCompanyWithUsers, createCycle } from '../../test/okr-fixtures';
import type { TestApp } from '../../test/test-app';
import { startTrial } from '../billing/public';
import { emailOutbox } from '../mail/public';
import { companySettings } from '../settings/public';

/** Monday 4 March 2030, 09:00 in São Paulo: a check-in day (Monday, the default) after 08:00. */
export const MONDAY_9AM = new Date('2030-03-04T12:00:00Z');
export const WEEK_MS = 7 * 86_400_000;

/**
 * A company in its trial, with a cycle spanning early 2030 and its check-in day and time zone,
 * ready for the reminder job.
 */
export async function createReminderCompany(
  t: TestApp,
  {
    users = 2,
    admins = 1,
    timeZone = 'America/Sao_Paulo',
    checkInWeekDay = 1,
    trial = true,
    trialFrom = MONDAY_9AM,
  } = {},
) {
  const company = await createCompanyWithUsers(t, { users, admins });
  if (trial) await startTrial(t.db, company.companyId, 60, trialFrom);
  await t.db
    .insert(companySettings)
    .values({ companyId: company.companyId, timeZone, checkInWeekDay });
  const cycle = await createCycle(t, company.companyId, {
    startDate: '2030-01-01',
    endDate: '2030-06-30',
  });
  return { ...company, cycle };
}

/** The reminder e-mails of a kind ('check_in_reminder', 'weekly_digest') to an address. */
export async function emailsTo(t: TestApp, to: string, template: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to.toLowerCase()), like(emailOutbox.template, template)));
}
