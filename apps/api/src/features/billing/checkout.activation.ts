import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { createPurchaseActivationToken } from '../auth/public';
import type { Mailer } from '../mail/public';
import { activationLink, purchaseActivationEmail } from './checkout.mail';
import { latestCheckoutOf, pendingAdminOf } from './checkout.repository';
import { updateSubscriptionState } from './subscription-state.repository';
import type { PaymentRow, SubscriptionRow } from './subscriptions.table';

export interface ActivationDeps {
  mailer: Mailer;
  now: Clock;
  config: { publicUrl: string; jwtSecret: string };
}

/**
 * A purchase waiting for its first boleto (`pending`) was paid: the subscription turns active
 * (the lifecycle then records the period the charge paid and e-mails the receipt), and a new
 * buyer's admin gets the activation link that checkout held back. Called by the lifecycle in the
 * charge's transaction when a charge is first paid; answers the subscription as it is now.
 */
export async function activatePendingPurchase(
  tx: Database,
  deps: ActivationDeps,
  subscription: SubscriptionRow,
  payment: Pick<PaymentRow, 'periodEnd'>,
): Promise<SubscriptionRow> {
  if (subscription.status !== 'pending') return subscription;
  await updateSubscriptionState(tx, subscription.id, { status: 'active' });
  const admin = await pendingAdminOf(tx, subscription.companyId);
  const bought = admin ? await latestCheckoutOf(tx, subscription.companyId) : undefined;
  if (admin && bought?.result) {
    const token = await createPurchaseActivationToken(
      tx,
      deps.config.jwtSecret,
      admin.id,
      deps.now(),
    );
    await deps.mailer.send(
      tx,
      purchaseActivationEmail({
        to: admin.email,
        name: admin.name,
        link: activationLink(deps.config.publicUrl, token),
        // The boleto is paid: the e-mail tells the next charge, not the boleto again.
        result: {
          ...bought.result,
          boleto: null,
          nextChargeAt: payment.periodEnd ?? bought.result.nextChargeAt,
        },
      }),
    );
  }
  return { ...subscription, status: 'active' };
}
