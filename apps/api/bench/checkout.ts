import { performance } from 'node:perf_hooks';
import { checkoutBody, defaultPlans, postCheckout } from '../src/test/checkout-fixtures';
import { createTestApp } from '../src/test/test-app';

// `npm run bench:billing` (first part): server time of POST /api/checkout, in-process
// (`app.inject`, no network), the Efí simulator answering in-process as in the embedded
// default. Each checkout creates the company, its pending admin, the subscription at Efí and the
// first payment, and queues the activation e-mail. The card is tokenized before the clock starts,
// as the browser does it. On PGlite, or PostgreSQL with TEST_DATABASE_URL.
const WARM_UP = 3;
const RUNS = 40;

const t = await createTestApp();
const planId = (await defaultPlans(t)).find('equipe').id;
const times: number[] = [];
for (let run = 0; run < WARM_UP + RUNS; run++) {
  const body = await checkoutBody(t, planId);
  const start = performance.now();
  const response = await postCheckout(t, body, {}, `10.20.${run >> 8}.${run & 255}`);
  const elapsed = performance.now() - start;
  if (response.statusCode !== 201) throw new Error(`checkout answered ${response.statusCode}`);
  if (run >= WARM_UP) times.push(elapsed);
}
await t.close();

times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(
  `checkout (POST /api/checkout, ${RUNS} compras): p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`,
);
