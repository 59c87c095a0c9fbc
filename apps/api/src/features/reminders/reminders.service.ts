import {
  CHECK_IN_KEY_RESULT_PARAM,
  CHECK_IN_PATH,
  type ReminderKind,
  type RunRemindersResponse,
  UNSUBSCRIBE_PATH,
} from '@rumo/shared/reminders/contracts';
import type { Database } from '../../db/database';
import { type DomainEventBus, inTransaction, type Publish } from '../../events/domain-events';
import type { Mailer, MailMessage } from '../mail/public';
import { loadDigestData } from './digest.repository';
import { digestViewFor } from './digest-view';
import { findPendingKpiOwners } from './kpi-reminders.repository';
import { type DueWeek, dueWeek } from './reminder-time';
import {
  claimSend,
  findCompaniesWithAccess,
  findPendingPeople,
  type ReminderCompany,
} from './reminders.repository';
import { checkInReminderEmail, digestEmail } from './reminders.templates';
import { unsubscribeToken } from './unsubscribe-token';

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  config: { publicUrl: string; jwtSecret: string };
  log?: { error: (details: object, message: string) => void };
  /** Where `reminder.check-in-sent` goes (WhatsApp reminders); none: e-mail only. */
  events?: DomainEventBus;
}

function linksFor(deps: ReminderDeps) {
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  return {
    checkIn: `${base}${CHECK_IN_PATH}`,
    checkInOf: (keyResultId: string) =>
      `${base}${CHECK_IN_PATH}?${CHECK_IN_KEY_RESULT_PARAM}=${encodeURIComponent(keyResultId)}`,
    dashboard: `${base}/dashboard`,
    kpis: `${base}/indicadores`,
    kpiOf: (kpiId: string) => `${base}/indicadores/${encodeURIComponent(kpiId)}`,
    unsubscribe: (userId: string, kind: ReminderKind) =>
      `${base}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(userId, kind, deps.config.jwtSecret)}`,
  };
}

/**
 * Records the send and queues its e-mail (the outbox row) in one transaction: a crash in between
 * cannot leave the week recorded as sent without its e-mail. A concurrent run (another replica)
 * inserting the same claim waits for this commit, then skips the person. A failed SMTP delivery
 * is kept on the outbox row, not thrown, so it does not undo the claim.
 */
async function sendOnce(
  deps: ReminderDeps,
  claim: Parameters<typeof claimSend>[1],
  message: MailMessage,
  announce?: (publish: Publish) => void,
): Promise<boolean> {
  const work = async (tx: Database, publish?: Publish) => {
    if (!(await claimSend(tx, claim))) return false;
    await deps.mailer.send(tx, message);
    if (publish) announce?.(publish);
    return true;
  };
  return deps.events
    ? inTransaction({ db: deps.db, events: deps.events }, work)
    : deps.db.transaction((tx) => work(tx));
}

/**
 * One e-mail per person owning key results without a check-in this week or KPIs without a value
 * for their current period (both lists in the same e-mail, never one per key result or KPI).
 */
async function sendCheckInReminders(
  deps: ReminderDeps,
  company: ReminderCompany,
  due: DueWeek,
): Promise<number> {
  const links = linksFor(deps);
  const people = await findPendingPeople(deps.db, {
    companyId: company.id,
    weekStart: due.week.start,
    isoWeek: due.isoWeek,
  });
  const kpiOwners = await findPendingKpiOwners(deps.db, {
    companyId: company.id,
    today: due.week.firstDay,
  });
  const recipients = new Map(
    people.map((person) => [person.id, { ...person, kpis: [] as { id: string; name: string }[] }]),
  );
  for (const owner of kpiOwners) {
    const known = recipients.get(owner.id);
    if (known) known.kpis = owner.kpis;
    else recipients.set(owner.id, { ...owner, keyResults: [] });
  }
  let sent = 0;
  for (const person of recipients.values()) {
    const message = checkInReminderEmail({
      to: person,
      companyName: company.name,
      keyResults: person.keyResults.map((kr) => ({ ...kr, checkInUrl: links.checkInOf(kr.id) })),
      kpis: person.kpis.map((kpi) => ({ name: kpi.name, url: links.kpiOf(kpi.id) })),
      checkInPageUrl: person.keyResults.length > 0 ? links.checkIn : links.kpis,
      unsubscribeUrl: links.unsubscribe(person.id, 'check_in'),
    });
    const claim = { userId: person.id, companyId: company.id, isoWeek: due.isoWeek };
    const announce = (publish: Publish) => {
      if (person.keyResults.length === 0) return;
      publish('reminder.check-in-sent', {
        companyId: company.id,
        userId: person.id,
        name: person.name,
        keyResults: person.keyResults,
      });
    };
    if (await sendOnce(deps, { ...claim, kind: 'check_in' }, message, announce)) sent += 1;
  }
  return sent;
}

/** The digest of the week that just ended, to each admin and team leader. */
async function sendDigests(
  deps: ReminderDeps,
  company: ReminderCompany,
  due: DueWeek,
): Promise<number> {
  const links = linksFor(deps);
  const data = await loadDigestData(deps.db, {
    companyId: company.id,
    from: due.previousWeek.start,
    to: due.previousWeek.end,
    isoWeek: due.isoWeek,
  });
  let sent = 0;
  for (const recipient of data.recipients) {
    const view = digestViewFor(data, recipient, company.name, due.previousWeek);
    if (!view) continue;
    const message = digestEmail({
      to: recipient,
      view,
      dashboardUrl: links.dashboard,
      unsubscribeUrl: links.unsubscribe(recipient.id, 'digest'),
    });
    const claim = { userId: recipient.id, companyId: company.id, isoWeek: due.isoWeek };
    if (await sendOnce(deps, { ...claim, kind: 'digest' }, message)) sent += 1;
  }
  return sent;
}

/**
 * The hourly run: every company with access whose check-in day has reached REMINDER_HOUR in its
 * time zone gets its reminders and digests. Safe to run again, at once or on another replica:
 * each e-mail is claimed in the sent log first. A failing company does not stop the others; the
 * run then fails so the queue retries it (the sent log skips what already went out).
 */
export async function runReminders(deps: ReminderDeps, now: Date): Promise<RunRemindersResponse> {
  const totals = { companies: 0, checkInReminders: 0, digests: 0 };
  let failure: unknown;
  for (const company of await findCompaniesWithAccess(deps.db, now)) {
    const due = dueWeek(now, company.timeZone, company.checkInWeekDay);
    if (!due) continue;
    totals.companies += 1;
    try {
      totals.checkInReminders += await sendCheckInReminders(deps, company, due);
      totals.digests += await sendDigests(deps, company, due);
    } catch (error) {
      deps.log?.error({ err: error, companyId: company.id }, 'reminders failed for a company');
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return totals;
}
