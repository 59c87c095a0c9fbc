import {
  CancelSubscriptionResponseSchema,
  CardPaymentRetryResponseSchema,
  CreateOneStepSubscriptionResponseSchema,
  CreatePlanResponseSchema,
  DetailChargeResponseSchema,
  DetailSubscriptionResponseSchema,
  GetNotificationResponseSchema,
  ListChargesResponseSchema,
  UpdateSubscriptionMetadataResponseSchema,
  UpdateSubscriptionResponseSchema,
} from 'sdk-node-apis-efi';
import { describe, expect, it } from 'vitest';
import { formatEfiDate } from '../../dates.js';
import { fakeToken, subscriptionBody } from '../../testing/simulator.js';
import { forSdk, useSdkSimulator } from './sdk-harness.js';

describe("Efí's official SDK against the simulator: card subscriptions", () => {
  const sim = useSdkSimulator();

  it('runs a card subscription: subscribe, read, update, metadata, charges, notification, cancel', async () => {
    const plan = CreatePlanResponseSchema.parse(
      await sim.efi.createPlan({}, { name: 'Mensal', interval: 1 }),
    ).data;
    const body = subscriptionBody(fakeToken('4'));
    delete body.payment.credit_card.billing_address.complement;
    const created = CreateOneStepSubscriptionResponseSchema.parse(
      await sim.efi.createOneStepSubscription({ id: plan.plan_id }, forSdk(body)),
    ).data;
    await sim.settle();
    const id = created.subscription_id;
    DetailSubscriptionResponseSchema.parse(await sim.efi.detailSubscription({ id }));
    UpdateSubscriptionResponseSchema.parse(
      await sim.efi.updateSubscription({ id }, { customer: { email: 'novo@rumo.test' } }),
    );
    UpdateSubscriptionMetadataResponseSchema.parse(
      await sim.efi.updateSubscriptionMetadata({ id }, { custom_id: 'empresa-sdk' }),
    );

    const charge = DetailChargeResponseSchema.parse(
      await sim.efi.detailCharge({ id: created.charge.id }),
    ).data;
    expect(charge.status).toBe('paid');
    expect(charge.payment).toMatchObject({
      credit_card: { installments: 1, address: { complement: null } },
    });

    const today = formatEfiDate(new Date());
    const list = ListChargesResponseSchema.parse(
      await sim.efi.listCharges({
        charge_type: 'subscription',
        begin_date: today,
        end_date: today,
        custom_id: 'empresa-sdk',
      }),
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]?.payment).toMatchObject({
      payment_method: 'credit_card',
      credit_card: { installments: 1, installment_value: 9900, address: { city: 'Ouro Preto' } },
    });

    const token = sim.tokens.at(-1) ?? '';
    const history = (await sim.efi.getNotification({ token })) as {
      code: number;
      data: { type: string; identifiers: Record<string, number> }[];
    };
    // The SDK's schema allows one identifier per entry, while Efí's notification docs (efi-pay.md
    // §1.4.10) show `subscription_charge` entries with both ids, which Rumo reads: those are
    // checked against the docs, every other entry against the SDK.
    const charges = history.data.filter((entry) => entry.type === 'subscription_charge');
    GetNotificationResponseSchema.parse({
      ...history,
      data: history.data.filter((entry) => entry.type !== 'subscription_charge'),
    });
    expect(charges.map((entry) => Object.keys(entry.identifiers).sort())).toEqual(
      charges.map(() => ['charge_id', 'subscription_id']),
    );
    expect(history.data.length).toBeGreaterThan(3);

    CancelSubscriptionResponseSchema.parse(await sim.efi.cancelSubscription({ id }));
    const canceled = DetailSubscriptionResponseSchema.parse(
      await sim.efi.detailSubscription({ id }),
    );
    expect(canceled.data.status).toBe('canceled');
  });

  it("shows a company payer with its CNPJ and corporate name in Efí's charge shapes", async () => {
    const plan = CreatePlanResponseSchema.parse(
      await sim.efi.createPlan({}, { name: 'Empresa', interval: 1 }),
    ).data;
    const body = subscriptionBody(fakeToken('4'), { custom_id: 'empresa-pj' });
    body.payment.credit_card.customer = {
      email: 'financeiro@empresa.test',
      phone_number: '11987654321',
      juridical_person: { corporate_name: 'Empresa Exemplo Ltda', cnpj: '12345678000195' },
    };
    const created = CreateOneStepSubscriptionResponseSchema.parse(
      await sim.efi.createOneStepSubscription({ id: plan.plan_id }, forSdk(body)),
    ).data;
    await sim.settle();
    const charge = DetailChargeResponseSchema.parse(
      await sim.efi.detailCharge({ id: created.charge.id }),
    ).data;
    expect(charge.customer).toMatchObject({
      cnpj: '12345678000195',
      corporate_name: 'Empresa Exemplo Ltda',
    });
    const today = formatEfiDate(new Date());
    const list = ListChargesResponseSchema.parse(
      await sim.efi.listCharges({
        charge_type: 'subscription',
        begin_date: today,
        end_date: today,
        custom_id: 'empresa-pj',
      }),
    );
    expect(list.data[0]?.customer).toEqual({
      cnpj: '12345678000195',
      corporate_name: 'Empresa Exemplo Ltda',
      email: 'financeiro@empresa.test',
      phone_number: '11987654321',
    });
  });

  it('retries a refused card charge with a new card', async () => {
    const plan = CreatePlanResponseSchema.parse(
      await sim.efi.createPlan({}, { name: 'Recusa', interval: 1 }),
    ).data;
    const created = CreateOneStepSubscriptionResponseSchema.parse(
      await sim.efi.createOneStepSubscription(
        { id: plan.plan_id },
        forSdk(subscriptionBody(fakeToken('1'))),
      ),
    ).data;
    expect(created.charge.status).toBe('unpaid');
    const { customer, billing_address } = subscriptionBody(fakeToken('4')).payment.credit_card;
    const retried = CardPaymentRetryResponseSchema.parse(
      await sim.efi.cardPaymentRetry(
        { id: created.charge.id },
        {
          payment: {
            credit_card: {
              customer,
              billing_address,
              payment_token: fakeToken('4'),
            },
          },
        },
      ),
    ).data;
    expect(retried.status).toBe('waiting');
  });
});
