import { checkInDue } from '@rumo/shared/okr/check-in-due';
import { MS_PER_DAY } from '@rumo/shared/okr/days';
import {
  claimEscalations,
  type EscalationCandidate,
  findEscalationCandidates,
} from './escalations.repository';
import { type EscalationLine, escalationEmail } from './escalations.templates';
import { findCompaniesWithAccess, type ReminderCompany } from './reminders.repository';
import type { ReminderDeps } from './reminders.service';

interface Miss extends EscalationLine {
  keyResultId: string;
  dueDay: string;
  recipients: { id: string; name: string; email: string }[];
}

/** The key results late by more than the company's days, each with who hears of it. */
async function findMisses(deps: ReminderDeps, company: ReminderCompany, days: number, now: Date) {
  const candidates = await findEscalationCandidates(deps.db, {
    companyId: company.id,
    // Nothing checked in (or created) in the last `days` days can be late by more than that.
    checkedInBefore: new Date(now.getTime() - days * MS_PER_DAY),
  });
  return candidates.keyResults.flatMap((kr: EscalationCandidate): Miss[] => {
    const due = checkInDue(
      {
        lastCheckInAt: kr.lastCheckInAt === null ? null : new Date(kr.lastCheckInAt),
        createdAt: new Date(kr.createdAt),
        cycleStart: kr.cycleStart,
      },
      now,
      company,
    );
    if (due.state !== 'late' || due.daysLate <= days) return [];
    const admins = candidates.admins.filter((admin) => admin.id !== kr.owner.id);
    const recipients = kr.leader ? [kr.leader] : admins.length > 0 ? admins : candidates.admins;
    return [
      {
        keyResultId: kr.id,
        dueDay: due.dueDay,
        title: kr.title,
        ownerName: kr.owner.name,
        daysLate: due.daysLate,
        recipients,
      },
    ];
  });
}

/**
 * One company's escalation: the misses not told before are recorded and, in the same
 * transaction, each team lead (or admin) gets one e-mail listing theirs, a line per key result.
 */
async function escalateCompany(
  deps: ReminderDeps,
  company: ReminderCompany,
  days: number,
  now: Date,
): Promise<number> {
  const misses = await findMisses(deps, company, days, now);
  if (misses.length === 0) return 0;
  const dashboardUrl = `${deps.config.publicUrl.replace(/\/+$/, '')}/dashboard`;
  return deps.db.transaction(async (tx) => {
    const claimed = await claimEscalations(tx, company.id, misses);
    const byRecipient = new Map<string, { to: Miss['recipients'][number]; lines: Miss[] }>();
    for (const miss of misses.filter((item) => claimed.has(item.keyResultId))) {
      for (const recipient of miss.recipients) {
        const entry = byRecipient.get(recipient.id) ?? { to: recipient, lines: [] };
        entry.lines.push(miss);
        byRecipient.set(recipient.id, entry);
      }
    }
    for (const { to, lines } of byRecipient.values()) {
      await deps.mailer.send(
        tx,
        escalationEmail({ to, companyName: company.name, lines, dashboardUrl }),
      );
    }
    return byRecipient.size;
  });
}

/**
 * The daily run: in every company with access and escalation on, the check-ins late by more than
 * its days go to the owners' team leads (or the admins), one digest each. Safe to run again: a
 * miss is recorded once. A failing company does not stop the others; the run then fails.
 */
export async function runEscalations(
  deps: ReminderDeps,
  now: Date,
): Promise<{ companies: number; emails: number }> {
  const totals = { companies: 0, emails: 0 };
  let failure: unknown;
  for (const company of await findCompaniesWithAccess(deps.db, now)) {
    const days = company.escalateCheckInsAfterDays;
    if (days === null) continue;
    totals.companies += 1;
    try {
      totals.emails += await escalateCompany(deps, company, days, now);
    } catch (error) {
      deps.log?.error({ err: error, companyId: company.id }, 'escalations failed for a company');
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return totals;
}
