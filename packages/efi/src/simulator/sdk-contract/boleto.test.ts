import {
  CancelChargeResponseSchema,
  CreateOneStepSubscriptionResponseSchema,
  CreatePlanResponseSchema,
  DetailChargeResponseSchema,
  ListChargesResponseSchema,
  SettleChargeResponseSchema,
} from 'sdk-node-apis-efi';
import { describe, expect, it } from 'vitest';
import { isValidLinhaDigitavel } from '../../boleto/barcode.js';
import { addDays, formatEfiDate } from '../../dates.js';
import { billetSubscriptionBody } from '../../testing/simulator.js';
import { forSdk, rejection, useSdkSimulator } from './sdk-harness.js';

describe("Efí's official SDK against the simulator: boleto subscriptions", () => {
  const sim = useSdkSimulator();

  /** A boleto subscription on a new plan; its first charge waits for the payer. */
  async function subscribeByBoleto(name: string) {
    const plan = CreatePlanResponseSchema.parse(
      await sim.efi.createPlan({}, { name, interval: 1 }),
    ).data;
    const expireAt = addDays(formatEfiDate(new Date()), 10);
    return CreateOneStepSubscriptionResponseSchema.parse(
      await sim.efi.createOneStepSubscription(
        { id: plan.plan_id },
        forSdk(billetSubscriptionBody(expireAt)),
      ),
    ).data;
  }

  it('runs a boleto subscription: subscribe, read the charge with its boleto, settle it', async () => {
    const created = await subscribeByBoleto('Boleto');
    expect(created).toMatchObject({ payment: 'banking_billet', charge: { status: 'waiting' } });
    const id = created.charge.id;
    const charge = DetailChargeResponseSchema.parse(await sim.efi.detailCharge({ id })).data;
    expect(charge.payment?.method).toBe('banking_billet');
    const billet =
      charge.payment?.method === 'banking_billet' ? charge.payment.banking_billet : undefined;
    expect(isValidLinhaDigitavel(billet?.barcode ?? '')).toBe(true);
    expect(billet?.configurations).toMatchObject({ fine: 200, interest: 33 });
    const today = formatEfiDate(new Date());
    const list = ListChargesResponseSchema.parse(
      await sim.efi.listCharges({ charge_type: 'billet', begin_date: today, end_date: today }),
    );
    expect(list.data.map((item) => item.id)).toContain(id);
    SettleChargeResponseSchema.parse(await sim.efi.settleCharge({ id }));
    const settled = DetailChargeResponseSchema.parse(await sim.efi.detailCharge({ id })).data;
    expect(settled.status).toBe('settled');
    expect(await rejection(sim.efi.settleCharge({ id }))).toMatchObject({ code: 3500044 });
  });

  it('cancels a waiting boleto charge, which can then be neither paid nor canceled again', async () => {
    const created = await subscribeByBoleto('Cancelamento');
    const id = created.charge.id;
    CancelChargeResponseSchema.parse(await sim.efi.cancelCharge({ id }));
    const canceled = DetailChargeResponseSchema.parse(await sim.efi.detailCharge({ id })).data;
    expect(canceled.status).toBe('canceled');
    const pay = await sim.server.inject({
      method: 'POST',
      url: `/control/charges/${id}/pay`,
      payload: { via: 'pix' },
    });
    expect(pay.statusCode).toBe(400);
    expect(pay.json()).toMatchObject({ code: 3500044 });
    expect(await rejection(sim.efi.cancelCharge({ id }))).toMatchObject({ code: 3500043 });
    expect(await rejection(sim.efi.settleCharge({ id }))).toMatchObject({ code: 3500044 });
  });
});
