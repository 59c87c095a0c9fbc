import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  CancelSubscriptionResponseSchema,
  CardPaymentRetryResponseSchema,
  CreateOneStepSubscriptionResponseSchema,
  CreatePlanResponseSchema,
  DeletePlanResponseSchema,
  DetailChargeResponseSchema,
  DetailSubscriptionResponseSchema,
  EfiPay,
  GetNotificationResponseSchema,
  ListChargesResponseSchema,
  ListPlansResponseSchema,
  SettleChargeResponseSchema,
  UpdatePlanResponseSchema,
  UpdateSubscriptionMetadataResponseSchema,
  UpdateSubscriptionResponseSchema,
} from 'sdk-node-apis-efi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidLinhaDigitavel } from '../boleto/barcode.js';
import { addDays, formatEfiDate } from '../dates.js';
import { billetSubscriptionBody, fakeToken, subscriptionBody } from '../testing/simulator.js';
import { createEfiSimulatorServer } from './plugin.js';

/**
 * The simulator driven by Efí's official Node SDK (`sdk-node-apis-efi` 2.x), every reply checked
 * with the SDK's own response schemas: the simulator cannot drift from the real client unseen.
 *
 * The SDK has no base-URL option: its endpoint table is a plain exported object, read on every
 * call, so its sandbox URL is pointed at the simulator (the module is loaded by file URL, which
 * the package's `exports` map would refuse by name; it is the instance the SDK itself uses).
 */
async function pointSdkAt(baseUrl: string): Promise<() => void> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('sdk-node-apis-efi/package.json'));
  const file = pathToFileURL(join(root, 'dist/esm/constants/endpoints.js')).href;
  const { endpoints } = (await import(file)) as {
    endpoints: { APIS: { DEFAULT: { URL: { SANDBOX: string } } } };
  };
  const original = endpoints.APIS.DEFAULT.URL.SANDBOX;
  endpoints.APIS.DEFAULT.URL.SANDBOX = baseUrl;
  return () => {
    endpoints.APIS.DEFAULT.URL.SANDBOX = original;
  };
}

type SdkSubscriptionBody = Parameters<EfiPay['createOneStepSubscription']>[1];

/**
 * Our test body as the SDK's types spell it: `amount` required on items, no nulls in metadata
 * (the same JSON on the wire).
 */
function forSdk(
  body: ReturnType<typeof subscriptionBody> | ReturnType<typeof billetSubscriptionBody>,
): SdkSubscriptionBody {
  const { custom_id, notification_url } = body.metadata ?? {};
  return {
    ...body,
    items: body.items.map((item) => ({ ...item, amount: item.amount ?? 1 })),
    metadata: {
      ...(custom_id ? { custom_id } : {}),
      ...(notification_url ? { notification_url } : {}),
    },
  } as SdkSubscriptionBody;
}

/** The SDK rejects with Efí's JSON body. */
async function rejection(call: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await call;
  } catch (error) {
    return error as Record<string, unknown>;
  }
  throw new Error('the call succeeded');
}

describe("Efí's official SDK against the simulator", () => {
  let server: FastifyInstance;
  let restore: () => void;
  let efi: EfiPay;
  const tokens: string[] = [];

  beforeAll(async () => {
    server = await createEfiSimulatorServer({
      chargeDelayMs: 5,
      redeliveryMs: 0,
      notify: async (_url, token) => {
        tokens.push(token);
      },
    });
    restore = await pointSdkAt(await server.listen({ port: 0, host: '127.0.0.1' }));
    efi = new EfiPay({
      sandbox: true,
      client_id: 'Client_Id_sdk',
      client_secret: 'Client_Secret_sdk',
    });
  });
  afterAll(async () => {
    restore();
    await server.close();
  });

  const settle = () => server.inject({ method: 'POST', url: '/control/settle' });

  it('creates, lists, renames and deletes plans', async () => {
    const created = CreatePlanResponseSchema.parse(
      await efi.createPlan({}, { name: 'Rumo SDK', interval: 1, repeats: null }),
    );
    const id = created.data.plan_id;
    const listed = ListPlansResponseSchema.parse(await efi.listPlans({ name: 'Rumo SDK' }));
    expect(listed.data.map((plan) => plan.plan_id)).toContain(id);
    UpdatePlanResponseSchema.parse(await efi.updatePlan({ id }, { name: 'Rumo SDK 2' }));
    DeletePlanResponseSchema.parse(await efi.deletePlan({ id }));
  });

  it('runs a card subscription: subscribe, read, update, metadata, charges, notification, cancel', async () => {
    const plan = CreatePlanResponseSchema.parse(
      await efi.createPlan({}, { name: 'Mensal', interval: 1 }),
    ).data;
    const body = subscriptionBody(fakeToken('4'));
    delete body.payment.credit_card.billing_address.complement;
    const created = CreateOneStepSubscriptionResponseSchema.parse(
      await efi.createOneStepSubscription({ id: plan.plan_id }, forSdk(body)),
    ).data;
    await settle();
    const id = created.subscription_id;
    DetailSubscriptionResponseSchema.parse(await efi.detailSubscription({ id }));
    UpdateSubscriptionResponseSchema.parse(
      await efi.updateSubscription({ id }, { customer: { email: 'novo@rumo.test' } }),
    );
    UpdateSubscriptionMetadataResponseSchema.parse(
      await efi.updateSubscriptionMetadata({ id }, { custom_id: 'empresa-sdk' }),
    );

    const charge = DetailChargeResponseSchema.parse(
      await efi.detailCharge({ id: created.charge.id }),
    ).data;
    expect(charge.status).toBe('paid');
    expect(charge.payment).toMatchObject({
      credit_card: { installments: 1, address: { complement: null } },
    });

    const today = formatEfiDate(new Date());
    const list = ListChargesResponseSchema.parse(
      await efi.listCharges({
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

    const token = tokens.at(-1) ?? '';
    const history = (await efi.getNotification({ token })) as {
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

    CancelSubscriptionResponseSchema.parse(await efi.cancelSubscription({ id }));
    const canceled = DetailSubscriptionResponseSchema.parse(await efi.detailSubscription({ id }));
    expect(canceled.data.status).toBe('canceled');
  });

  it("shows a company payer with its CNPJ and corporate name in Efí's charge shapes", async () => {
    const plan = CreatePlanResponseSchema.parse(
      await efi.createPlan({}, { name: 'Empresa', interval: 1 }),
    ).data;
    const body = subscriptionBody(fakeToken('4'), { custom_id: 'empresa-pj' });
    body.payment.credit_card.customer = {
      email: 'financeiro@empresa.test',
      phone_number: '11987654321',
      juridical_person: { corporate_name: 'Empresa Exemplo Ltda', cnpj: '12345678000195' },
    };
    const created = CreateOneStepSubscriptionResponseSchema.parse(
      await efi.createOneStepSubscription({ id: plan.plan_id }, forSdk(body)),
    ).data;
    await settle();
    const charge = DetailChargeResponseSchema.parse(
      await efi.detailCharge({ id: created.charge.id }),
    ).data;
    expect(charge.customer).toMatchObject({
      cnpj: '12345678000195',
      corporate_name: 'Empresa Exemplo Ltda',
    });
    const today = formatEfiDate(new Date());
    const list = ListChargesResponseSchema.parse(
      await efi.listCharges({
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

  it('runs a boleto subscription: subscribe, read the charge with its boleto, settle it', async () => {
    const plan = CreatePlanResponseSchema.parse(
      await efi.createPlan({}, { name: 'Boleto', interval: 1 }),
    ).data;
    const expireAt = addDays(formatEfiDate(new Date()), 10);
    const created = CreateOneStepSubscriptionResponseSchema.parse(
      await efi.createOneStepSubscription(
        { id: plan.plan_id },
        forSdk(billetSubscriptionBody(expireAt)),
      ),
    ).data;
    expect(created).toMatchObject({ payment: 'banking_billet', charge: { status: 'waiting' } });
    const id = created.charge.id;
    const charge = DetailChargeResponseSchema.parse(await efi.detailCharge({ id })).data;
    expect(charge.payment?.method).toBe('banking_billet');
    const billet =
      charge.payment?.method === 'banking_billet' ? charge.payment.banking_billet : undefined;
    expect(isValidLinhaDigitavel(billet?.barcode ?? '')).toBe(true);
    expect(billet?.configurations).toMatchObject({ fine: 200, interest: 33 });
    const today = formatEfiDate(new Date());
    const list = ListChargesResponseSchema.parse(
      await efi.listCharges({ charge_type: 'billet', begin_date: today, end_date: today }),
    );
    expect(list.data.map((item) => item.id)).toContain(id);
    SettleChargeResponseSchema.parse(await efi.settleCharge({ id }));
    const settled = DetailChargeResponseSchema.parse(await efi.detailCharge({ id })).data;
    expect(settled.status).toBe('settled');
    expect(await rejection(efi.settleCharge({ id }))).toMatchObject({ code: 3500044 });
  });

  it('retries a refused card charge with a new card', async () => {
    const plan = CreatePlanResponseSchema.parse(
      await efi.createPlan({}, { name: 'Recusa', interval: 1 }),
    ).data;
    const created = CreateOneStepSubscriptionResponseSchema.parse(
      await efi.createOneStepSubscription(
        { id: plan.plan_id },
        forSdk(subscriptionBody(fakeToken('1'))),
      ),
    ).data;
    expect(created.charge.status).toBe('unpaid');
    const { customer, billing_address } = subscriptionBody(fakeToken('4')).payment.credit_card;
    const retried = CardPaymentRetryResponseSchema.parse(
      await efi.cardPaymentRetry(
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

  it("answers what does not exist in Efí's {property, message} shape", async () => {
    for (const call of [
      efi.detailCharge({ id: 1 }),
      efi.detailSubscription({ id: 1 }),
      efi.cancelSubscription({ id: 1 }),
      efi.updatePlan({ id: 1 }, { name: 'x' }),
    ]) {
      const error = await rejection(call);
      expect(error).toMatchObject({
        code: 3500010,
        error: 'property_does_not_exists',
        error_description: { property: '/id', message: expect.any(String) },
      });
    }
    expect(await rejection(efi.getNotification({ token: 'nao-existe' }))).toMatchObject({
      code: 3500010,
      error_description: { property: '/token' },
    });
  });
});
