import { injectControl } from '@rumo/efi/testing';
import { billingMessages } from '@rumo/shared/billing/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { paymentsOf, subscriptionRow, templatesSentTo } from '../../test/billing-fixtures';
import { buyByBoletoAndPay, processSimulatorCallbacks } from '../../test/boleto-fixtures';
import { defaultPlans, tokenizeCard } from '../../test/checkout-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { issueSession } from '../auth/public';
import { emailOutbox } from '../mail/mail.table';
import { sendBoletoReminders } from './boleto-reminders.service';
import { runBillingDaily, runDunning } from './subscription-daily.service';

/**
 * A boleto subscription's renewals on the Efí simulator the app mounts (real PGlite or
 * PostgreSQL): each period's boleto read from Efí, e-mailed 10 days and 1 day before due, paid by
 * boleto or Pix, settled, or overdue into the card's dunning.
 */
describe('boleto renewals', () => {
  let t: TestApp;
  const start = new Date('2026-11-27T15:00:00Z');
  const clock = testClock(start);
  const control = () => injectControl(t.app);
  let planId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    planId = (await defaultPlans(t)).find('equipe').id;
  });
  afterAll(() => t.close());

  /** A fresh session: one lasts seven days of the app's clock, which these tests move further. */
  const signedIn = async (user: { id: string }) => ({
    authorization: `Bearer ${(await issueSession(t.db, t.app, user.id)).token}`,
  });

  /** Noon in Brasília on `day`. */
  const at = (day: string) => new Date(`${day}T15:00:00Z`);
  const processCallbacks = () => processSimulatorCallbacks(t);

  interface Buyer {
    admin: TestUser;
    subscriptionId: string;
    efiSubscriptionId: number;
  }

  /** An admin who buys by boleto on 27/11 (due 30/11) and pays that first boleto. */
  async function buyByBoleto(): Promise<Buyer> {
    clock.set(start);
    const buyer = await buyByBoletoAndPay(t, planId);
    expect((await subscriptionRow(t, buyer.subscriptionId)).status).toBe('active');
    return buyer;
  }

  /** Efí issues the next period's boleto; its callbacks are processed. */
  async function renew(buyer: Buyer): Promise<number> {
    const charge = await control().renew(buyer.efiSubscriptionId);
    await processCallbacks();
    return Number(charge.charge_id);
  }

  const paymentOf = async (buyer: Buyer, chargeId: number) =>
    (await paymentsOf(t, buyer.subscriptionId)).find((p) => p.efiChargeId === chargeId);

  async function overview(buyer: Buyer) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: await signedIn(buyer.admin),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function emailsOf(buyer: Buyer, template: string) {
    return t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, buyer.admin.email.toLowerCase()),
          eq(emailOutbox.template, template),
        ),
      );
  }

  it('stores the renewal boleto read from Efí, lists it open, e-mails it 10 days and 1 day before, once each', async () => {
    const buyer = await buyByBoleto();
    const chargeId = await renew(buyer);
    const efiCharge = await t.app.efi.getCharge(chargeId);
    const payment = await paymentOf(buyer, chargeId);
    expect(payment).toMatchObject({
      method: 'boleto',
      status: 'waiting',
      paidVia: null,
      boleto: {
        dueDate: '2026-12-30',
        linhaDigitavel: efiCharge.payment?.banking_billet?.barcode,
        pixCode: efiCharge.payment?.banking_billet?.pix?.qrcode,
      },
    });
    const open = (await overview(buyer)).openBoletos;
    expect(open).toEqual([
      expect.objectContaining({ id: payment?.id, method: 'boleto', boleto: payment?.boleto }),
    ]);

    // 11 days before: nothing yet. 10 days before: the first e-mail, once whatever the re-runs.
    clock.set(at('2026-12-19'));
    expect(await sendBoletoReminders(t.app)).toBe(0);
    clock.set(at('2026-12-20'));
    await runBillingDaily(t.app);
    await Promise.all([sendBoletoReminders(t.app), sendBoletoReminders(t.app)]);
    clock.set(at('2026-12-22'));
    await sendBoletoReminders(t.app);
    const tenDays = await emailsOf(buyer, 'billing_boleto_due_10');
    expect(tenDays).toHaveLength(1);

    clock.set(at('2026-12-29'));
    await runBillingDaily(t.app);
    await Promise.all([sendBoletoReminders(t.app), sendBoletoReminders(t.app)]);
    const oneDay = await emailsOf(buyer, 'billing_boleto_due_1');
    expect(oneDay).toHaveLength(1);
    for (const email of [...tenDays, ...oneDay]) {
      for (const part of [email.text, email.html]) {
        expect(part).toContain(payment?.boleto?.linhaDigitavel);
        expect(part).toContain(payment?.boleto?.pixCode);
        expect(part).toContain(payment?.boleto?.pdfUrl);
        expect(part).toContain('30/12/26');
        expect(part).toContain('R$');
      }
      expect(email.text).not.toMatch(/token=/);
    }
    expect(oneDay[0]?.subject).toContain('vence amanhã');
  });

  it('a renewal boleto paid: paid by boleto, its period, the receipt, no longer open', async () => {
    const buyer = await buyByBoleto();
    const chargeId = await renew(buyer);
    clock.set(at('2026-12-28'));
    await control().payBoleto(chargeId, { via: 'boleto' });
    await processCallbacks();
    expect(await paymentOf(buyer, chargeId)).toMatchObject({
      status: 'paid',
      paidVia: 'boleto',
      periodStart: '2026-12-30',
      periodEnd: '2027-01-30',
    });
    expect(await subscriptionRow(t, buyer.subscriptionId)).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2027-01-30',
      nextChargeAt: '2027-01-30',
    });
    expect(await templatesSentTo(t, buyer.admin.email)).toContain('billing_receipt');
    expect((await emailsOf(buyer, 'billing_receipt')).length).toBe(2);
    expect((await overview(buyer)).openBoletos).toEqual([]);
    // The first boleto was paid by boleto too.
    const [first] = await paymentsOf(t, buyer.subscriptionId);
    expect(first?.paidVia).toBe('boleto');
  });

  it('a boleto paid by its Pix is recorded as paid by Pix; settled is paid, as settled', async () => {
    const buyer = await buyByBoleto();
    const byPix = await renew(buyer);
    await control().payBoleto(byPix, { via: 'pix' });
    await processCallbacks();
    expect(await paymentOf(buyer, byPix)).toMatchObject({ status: 'paid', paidVia: 'pix' });

    const settled = await renew(buyer);
    await t.app.efi.settleCharge(settled);
    await processCallbacks();
    expect(await paymentOf(buyer, settled)).toMatchObject({
      status: 'settled',
      paidVia: 'settled',
      periodStart: '2027-01-30',
      periodEnd: '2027-02-28',
    });
    expect((await subscriptionRow(t, buyer.subscriptionId)).currentPeriodEnd).toBe('2027-02-28');
    expect((await emailsOf(buyer, 'billing_receipt')).length).toBe(3);
  });

  it('an overdue boleto: past due with the boleto dunning, read-only after the grace, active once paid', async () => {
    const buyer = await buyByBoleto();
    const chargeId = await renew(buyer);
    clock.set(at('2026-12-31'));
    await control().expireBoleto(chargeId);
    await processCallbacks();
    expect(await paymentOf(buyer, chargeId)).toMatchObject({ status: 'unpaid', paidVia: null });
    expect((await subscriptionRow(t, buyer.subscriptionId)).status).toBe('past_due');
    const [dunning] = await emailsOf(buyer, 'billing_dunning_0');
    expect(dunning?.subject).toBe('O boleto da sua assinatura do Rumo venceu');
    expect(dunning?.text).toContain((await paymentOf(buyer, chargeId))?.boleto?.linhaDigitavel);
    expect((await overview(buyer)).openBoletos).toHaveLength(1);

    // "Pagar agora" by card is refused: a boleto is paid as a boleto (Efí retries cards only).
    const byCard = await t.app.inject({
      method: 'POST',
      url: '/api/billing/pay',
      headers: await signedIn(buyer.admin),
      payload: { card: await tokenizeCard(t) },
    });
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json()).toMatchObject({
      code: 'SUBSCRIPTION_INVALID_STATE',
      message: billingMessages.payNowBoleto,
    });
    expect((await t.app.efi.getCharge(chargeId)).status).toBe('unpaid');

    clock.set(new Date(clock.now().getTime() + t.config.billing.graceDays * 86_400_000));
    await runDunning(t.app, buyer.subscriptionId);
    expect((await subscriptionRow(t, buyer.subscriptionId)).status).toBe('suspended');
    expect((await overview(buyer)).access).toMatchObject({ readOnly: true });

    await control().payBoleto(chargeId, { via: 'boleto' });
    await processCallbacks();
    expect(await subscriptionRow(t, buyer.subscriptionId)).toMatchObject({
      status: 'active',
      pastDueSince: null,
      currentPeriodEnd: '2027-01-30',
    });
    expect(await paymentOf(buyer, chargeId)).toMatchObject({ status: 'paid', paidVia: 'boleto' });
    expect((await overview(buyer)).access).toMatchObject({ readOnly: false });
  });
});
