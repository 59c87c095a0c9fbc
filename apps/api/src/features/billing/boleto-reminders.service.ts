import { sendBillingEmailOnce } from './billing.mail';
import { addDays, dayOf, daysFromTo } from './billing-time';
import { BOLETO_REMINDER_DAYS, type BoletoReminderDay, boletoReminderEmail } from './boleto.mail';
import { renewalBoletosDue } from './payments.repository';
import type { BillingDeps } from './subscription-lifecycle.service';

/**
 * Each renewal's boleto is e-mailed to the admins 10 days and 1 day before it is due (Efí issues
 * a subscription's boleto ahead of its due date; the notification of its charge stores it). The
 * daily job sends the reminder whose day has come: the 10-day one from 10 to 2 days before (a
 * boleto Efí issued late still gets it), the 1-day one from the day before to the due date. Each
 * is recorded with its key in the transaction that sends it, so a re-run or a second replica
 * sends nothing twice.
 */
export async function sendBoletoReminders(deps: BillingDeps): Promise<number> {
  const today = dayOf(deps.now());
  const [first, last] = [BOLETO_REMINDER_DAYS[0], BOLETO_REMINDER_DAYS[1]];
  let sent = 0;
  for (const due of await renewalBoletosDue(deps.db, today, addDays(today, first))) {
    const daysLeft = daysFromTo(today, due.boleto.dueDate);
    const reminder: BoletoReminderDay = daysLeft <= last ? last : first;
    const email = boletoReminderEmail({
      daysBefore: reminder,
      planName: due.planName ?? 'Rumo',
      amountCents: due.amountCents,
      boleto: due.boleto,
    });
    const notice = {
      key: `boleto_due:${reminder}:${due.paymentId}`,
      kind: `boleto_due_${reminder}`,
      subscriptionId: due.subscriptionId,
      companyId: due.companyId,
    };
    if (await deps.db.transaction((tx) => sendBillingEmailOnce(tx, deps, notice, email))) {
      sent += 1;
    }
  }
  return sent;
}
