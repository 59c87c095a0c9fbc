import { performance } from 'node:perf_hooks';
import { PAYMENT_METHODS, type PaymentMethod } from '@rumo/shared/billing/payment-method';
import { checkoutBody, defaultPlans, postCheckout } from '../src/test/checkout-fixtures';
import { createTestApp } from '../src/test/test-app';

// `npm run bench:billing` (first part): server time of POST /api/checkout per payment method,
// in-process (`app.inject`, no network), the Efí simulator answering in-process as in the
// embedded default. A card checkout creates the company, its pending admin, the subscription at
// Efí and the first payment, and queues the activation e-mail (the card is tokenized before the
// clock starts, as the browser does it); a boleto checkout does the same with the boleto issued
// (barcode, PDF link, Pix code) and queues the boleto e-mail. On PGlite, or PostgreSQL with
// TEST_DATABASE_URL.
const WARM_UP = 3;
const RUNS = 40;

const t = await createTestApp();
const planId = (await defaultPlans(t)).find('equipe').id;

async function measure(method: PaymentMethod, offset: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const body = await checkoutBody(t, planId);
    if (method === 'boleto') body.payment = { method: 'boleto' };
    const address = `10.${20 + offset}.${run >> 8}.${run & 255}`;
    const start = performance.now();
    const response = await postCheckout(t, body, {}, address);
    const elapsed = performance.now() - start;
    if (response.statusCode !== 201) throw new Error(`checkout answered ${response.statusCode}`);
    if (run >= WARM_UP) times.push(elapsed);
  }
  return times.sort((a, b) => a - b);
}

for (const [index, method] of PAYMENT_METHODS.entries()) {
  const times = await measure(method, index);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(
    `checkout ${method} (POST /api/checkout, ${RUNS} compras): p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
  );
}
await t.close();
