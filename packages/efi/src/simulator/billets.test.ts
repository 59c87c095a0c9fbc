import { afterEach, describe, expect, it } from 'vitest';
import { barcodeFromLine, isValidLinhaDigitavel, readBarcode } from '../boleto/barcode.js';
import { isValidBrCode, readBrCode } from '../boleto/brcode.js';
import { EfiError } from '../errors.js';
import {
  billetSubscriptionBody,
  type RunningSimulator,
  SimulatorControlError,
  startSimulator,
} from '../testing/simulator.js';

/** Friday 2026-11-27, 12:00 in Brasília. */
const NOW = new Date('2026-11-27T15:00:00Z');

const running: RunningSimulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((sim) => sim.close()));
});

async function start() {
  const sim = await startSimulator({ now: () => NOW });
  running.push(sim);
  return sim;
}

async function subscribe(sim: RunningSimulator, body = billetSubscriptionBody('2026-12-01')) {
  const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1, repeats: null });
  return { plan, created: await sim.client.createOneStepSubscription(plan.plan_id, body) };
}

async function refusal(call: Promise<unknown>): Promise<EfiError> {
  const error = await call.catch((caught: unknown) => caught);
  if (!(error instanceof EfiError)) throw new Error(`expected an Efí error, got ${error}`);
  return error;
}

async function controlRefusal(call: Promise<unknown>): Promise<SimulatorControlError> {
  const error = await call.catch((caught: unknown) => caught);
  if (!(error instanceof SimulatorControlError))
    throw new Error(`expected a refusal, got ${error}`);
  return error;
}

/** The statuses a charge went through, from the subscription's notification history. */
async function chargeStatuses(sim: RunningSimulator, chargeId: number) {
  const token = sim.callbacks.at(-1)?.token ?? '';
  const entries = await sim.client.getNotification(token);
  return entries
    .filter((entry) => entry.identifiers.charge_id === chargeId)
    .map((entry) => entry.status.current);
}

describe('Efí simulator boleto (Bolix) subscriptions', () => {
  it('issues a waiting boleto with a valid linha digitável, Pix code and served PDF', async () => {
    const sim = await start();
    const { created } = await subscribe(sim);
    expect(created).toMatchObject({
      status: 'active',
      payment: 'banking_billet',
      total: 9900,
      first_execution: '2026-12-01',
      expire_at: '2026-12-01',
      charge: { status: 'waiting', parcel: 1, total: 9900 },
    });
    const line = created.barcode ?? '';
    expect(line).toMatch(/^36490\.00019 /);
    expect(isValidLinhaDigitavel(line)).toBe(true);
    expect(readBarcode(barcodeFromLine(line)).amount).toBe(9900);
    const pix = created.pix?.qrcode ?? '';
    expect(isValidBrCode(pix)).toBe(true);
    expect(readBrCode(pix)?.['54']).toBe('99.00');
    expect(created.pix?.qrcode_image).toMatch(/^data:image\/svg\+xml;base64,/);

    const charge = await sim.client.getCharge(created.charge.id);
    expect(charge.status).toBe('waiting');
    expect(charge.payment).toMatchObject({
      method: 'banking_billet',
      message: 'Assinatura Rumo',
      banking_billet: { barcode: line, expire_at: '2026-12-01', link: created.link },
    });
    const subscription = await sim.client.getSubscription(created.subscription_id);
    expect(subscription).toMatchObject({
      payment_method: 'banking_billet',
      next_execution: '2027-01-01',
    });

    for (const url of [created.link, created.billet_link, created.pdf?.charge]) {
      const response = await fetch(url ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    expect((await fetch(`${sim.baseUrl}/boleto/unknown`)).status).toBe(404);
  });

  it('moves a due date on a weekend or holiday to the next business day', async () => {
    const sim = await start();
    const saturday = await subscribe(sim, billetSubscriptionBody('2026-11-28'));
    expect(saturday.created.expire_at).toBe('2026-11-30');
    const christmas = await subscribe(sim, billetSubscriptionBody('2026-12-25'));
    expect(christmas.created.expire_at).toBe('2026-12-28');
    const line = christmas.created.barcode ?? '';
    expect(line.endsWith('16740000009900')).toBe(true);
  });

  it('validates the payer, the due date, fine and interest, and the minimum as Efí does', async () => {
    const sim = await start();
    const plan = await sim.client.createPlan({ name: 'Mensal', interval: 1, repeats: null });
    const create = (change: (body: ReturnType<typeof billetSubscriptionBody>) => void) => {
      const body = billetSubscriptionBody('2026-12-01');
      change(body);
      return refusal(sim.client.createOneStepSubscription(plan.plan_id, body));
    };
    const noCpf = await create((body) => {
      delete body.payment.banking_billet.customer.cpf;
    });
    expect(noCpf.code).toBe(3500023);
    expect(noCpf.property).toBe('/payment/banking_billet/customer/cpf');
    const past = await create((body) => {
      body.payment.banking_billet.expire_at = '2026-11-26';
    });
    expect(past.code).toBe(3500034);
    expect(past.property).toBe('/payment/banking_billet/expire_at');
    const fine = await create((body) => {
      body.payment.banking_billet.configurations = { fine: 1001 };
    });
    expect(fine.property).toBe('/payment/banking_billet/configurations/fine');
    const interest = await create((body) => {
      body.payment.banking_billet.configurations = { interest: 331 };
    });
    expect(interest.code).toBe(3500034);
    const small = await create((body) => {
      body.items = [{ name: 'Pouco', value: 499, amount: 1 }];
    });
    expect(small.code).toBe(4600036);

    const company = billetSubscriptionBody('2026-11-27');
    company.payment.banking_billet.customer = {
      juridical_person: { corporate_name: 'Empresa Ltda', cnpj: '12345678000195' },
    };
    const created = await sim.client.createOneStepSubscription(plan.plan_id, company);
    const charge = await sim.client.getCharge(created.charge.id);
    expect(charge.customer).toMatchObject({
      corporate_name: 'Empresa Ltda',
      cnpj: '12345678000195',
    });
  });

  it('pays a boleto by Pix: identified, then paid, each notified', async () => {
    const sim = await start();
    const { created } = await subscribe(sim);
    const paid = await sim.control.payBoleto(created.charge.id, { via: 'pix' });
    expect(paid.status).toBe('paid');
    const charge = await sim.client.getCharge(created.charge.id);
    expect(charge.status).toBe('paid');
    expect(charge.history.map((h) => h.message)).toEqual([
      'Cobrança criada',
      'Boleto emitido, aguardando pagamento',
      'Pagamento via Pix identificado',
      'Pagamento via Pix confirmado',
    ]);
    expect(await chargeStatuses(sim, created.charge.id)).toEqual([
      'new',
      'waiting',
      'identified',
      'paid',
    ]);
    const again = await controlRefusal(sim.control.payBoleto(created.charge.id));
    expect(again.body.code).toBe(3500044);
  });
});
