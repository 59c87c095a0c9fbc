import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chargeResponseSchema } from '../schemas/charges.js';
import { oneStepSubscriptionResponseSchema } from '../schemas/subscriptions.js';
import {
  billetSubscriptionBody,
  type RunningSimulator,
  startSimulator,
} from '../testing/simulator.js';

let sim: RunningSimulator;
beforeEach(async () => {
  sim = await startSimulator({ now: () => new Date('2026-11-27T15:00:00Z') });
});
afterEach(() => sim.close());

describe('Efí client: boleto subscriptions', () => {
  it('subscribes by boleto, reads the charge with its boleto, and settles it', async () => {
    const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1 });
    const created = await sim.client.createOneStepSubscription(
      plan.plan_id,
      billetSubscriptionBody('2026-12-01'),
    );
    expect(created).toMatchObject({
      payment: 'banking_billet',
      first_execution: '2026-12-01',
      expire_at: '2026-12-01',
      pdf: { charge: expect.stringMatching(/\/boleto\/[0-9a-f]{32}\/pdf$/) },
    });
    const charge = await sim.client.getCharge(created.charge.id);
    expect(charge.payment?.banking_billet).toEqual({
      barcode: created.barcode,
      link: created.link,
      billet_link: created.billet_link,
      pdf: created.pdf,
      expire_at: '2026-12-01',
      pix: created.pix,
    });
    await sim.client.settleCharge(created.charge.id);
    expect((await sim.client.getCharge(created.charge.id)).status).toBe('settled');
  });

  it("reads Efí's boleto replies with string numbers, Brazilian dates and extra keys", () => {
    const reply = oneStepSubscriptionResponseSchema.parse({
      code: 200,
      data: {
        subscription_id: '11',
        status: 'active',
        plan: { id: 3, interval: 1, repeats: null },
        charge: { id: '51', status: 'waiting', parcel: 1, total: 9900 },
        first_execution: '01/12/2026',
        total: 9900,
        payment: 'banking_billet',
        barcode: '36490.00019 00000.000000 00000.000000 1 16470000009900',
        link: 'https://download.example/boleto',
        billet_link: 'https://download.example/boleto',
        pdf: { charge: 'https://download.example/boleto.pdf' },
        expire_at: '2026-12-01',
        pix: { qrcode: '000201…', qrcode_image: 'data:image/svg+xml;base64,PHN2Zy8+' },
        days_to_write_off: 89,
      },
    });
    expect(reply.data).toMatchObject({ subscription_id: 11, first_execution: '2026-12-01' });
    const charge = chargeResponseSchema.parse({
      code: 200,
      data: {
        charge_id: 51,
        total: 9900,
        status: 'unpaid',
        created_at: '2026-11-27 12:00:00',
        payment: {
          method: 'banking_billet',
          created_at: '2026-11-27 12:00:00',
          message: null,
          banking_billet: {
            barcode: '36490.00019 00000.000000 00000.000000 1 16470000009900',
            link: 'https://download.example/boleto',
            pdf: { charge: 'https://download.example/boleto.pdf' },
            expire_at: '2026-12-01',
            configurations: { days_to_write_off: 89, interest_type: 'daily', fine: 200 },
          },
        },
      },
    });
    expect(charge.data.payment?.banking_billet).toMatchObject({
      expire_at: '2026-12-01',
      billet_link: null,
      pix: null,
    });
  });
});
