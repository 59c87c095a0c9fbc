import { performance } from 'node:perf_hooks';
import type { EfiClient, EfiNotificationEntry } from '@rumo/efi';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { processNotification } from '../src/features/billing/notifications.service';
import { subscriptionPlans } from '../src/features/billing/plans.table';
import type { BillingDeps } from '../src/features/billing/subscription-lifecycle.service';
import { payments, subscriptions } from '../src/features/billing/subscriptions.table';
import { efiNotificationEntries, efiNotifications } from '../src/features/billing/webhooks.table';
import { companies } from '../src/features/companies/companies.table';
import { emailOutbox } from '../src/features/mail/mail.table';
import { users } from '../src/features/users/users.table';
import { createTestApp } from '../src/test/test-app';

// `npm run bench:billing`: 10,000 Efí callbacks (each token delivered 10 times, shuffled, and
// each processing seeing only part of the history, so entries arrive out of order) through
// POST /api/webhooks/efi and the processing, on PGlite, or on PostgreSQL with DATABASE_URL
// (a scratch database is created there and dropped). Efí's `GET /v1/notification/:token` is
// answered by a scripted client. Prints notifications per second and checks that nothing
// happened twice: payments, receipts and entries must equal the expected counts exactly.
const SUBSCRIPTIONS = 1000;
const ENTRIES = 10;
const DELIVERIES = SUBSCRIPTIONS * ENTRIES;
const CONCURRENCY = 8;

if (process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
}

/** Deterministic pseudo-random numbers, so runs compare. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const shuffle = <T>(items: T[]) => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
};

const base = new Date('2026-01-05T13:00:00Z').getTime();
const MINUTE = 60_000;
const MONTH = 31 * 86_400_000;

function historyOf(index: number): EfiNotificationEntry[] {
  const subscriptionId = 100_000 + index;
  const first = 200_000 + index * 2;
  const renewal = first + 1;
  const entry = (
    id: number,
    type: 'subscription' | 'subscription_charge',
    current: string,
    previous: string | null,
    at: number,
    chargeId?: number,
    value?: number,
  ): EfiNotificationEntry => ({
    id,
    type,
    custom_id: null,
    status: { current, previous },
    identifiers: { subscription_id: subscriptionId, ...(chargeId ? { charge_id: chargeId } : {}) },
    created_at: new Date(at),
    ...(value ? { value } : {}),
    received_by_bank_at: null,
  });
  return [
    entry(1, 'subscription', 'new', null, base),
    entry(2, 'subscription_charge', 'new', null, base, first),
    entry(3, 'subscription_charge', 'waiting', 'new', base + MINUTE, first),
    entry(4, 'subscription', 'active', 'new', base + 2 * MINUTE),
    entry(5, 'subscription_charge', 'paid', 'waiting', base + 3 * MINUTE, first, 9900),
    entry(6, 'subscription_charge', 'new', null, base + MONTH, renewal),
    entry(7, 'subscription_charge', 'waiting', 'new', base + MONTH + MINUTE, renewal),
    entry(8, 'subscription_charge', 'unpaid', 'waiting', base + MONTH + 2 * MINUTE, renewal),
    entry(9, 'subscription_charge', 'waiting', 'unpaid', base + MONTH + 3 * MINUTE, renewal),
    entry(10, 'subscription_charge', 'paid', 'waiting', base + MONTH + 4 * MINUTE, renewal, 9900),
  ];
}

const t = await createTestApp({ now: () => new Date(base + MONTH + 86_400_000) });

// Companies (one admin each), a plan and the subscriptions checkout would have left.
const [plan] = await t.db
  .insert(subscriptionPlans)
  .values({ tier: 'bench', name: 'Bench', priceCents: 9900, interval: 'monthly', userLimit: 10 })
  .returning();
const companyIds: string[] = [];
for (let offset = 0; offset < SUBSCRIPTIONS; offset += 500) {
  const size = Math.min(500, SUBSCRIPTIONS - offset);
  const rows = await t.db
    .insert(companies)
    .values(Array.from({ length: size }, (_, i) => ({ name: `Empresa ${offset + i}` })))
    .returning({ id: companies.id });
  companyIds.push(...rows.map((row) => row.id));
}
for (let offset = 0; offset < SUBSCRIPTIONS; offset += 500) {
  const slice = companyIds.slice(offset, offset + 500);
  await t.db.insert(users).values(
    slice.map((companyId, i) => ({
      companyId,
      name: `Admin ${offset + i}`,
      email: `admin-${offset + i}@bench.test`,
      passwordHash: 'x',
      role: 'admin' as const,
      status: 'active' as const,
    })),
  );
  await t.db.insert(subscriptions).values(
    slice.map((companyId, i) => ({
      companyId,
      planId: plan?.id ?? null,
      status: 'active' as const,
      efiSubscriptionId: 100_000 + offset + i,
      nextChargeCents: 9900,
    })),
  );
}

// Each token is posted once per entry; each processing sees that entry and a random part of the
// earlier ones (the last one of a token sees them all), in a global shuffled order.
const histories = new Map<string, EfiNotificationEntry[]>();
const deliveries: { token: string; visible: EfiNotificationEntry[] }[] = [];
for (let index = 0; index < SUBSCRIPTIONS; index++) {
  const token = `bench-${index}-${(index * 7919).toString(16)}`;
  const history = historyOf(index);
  histories.set(token, history);
  for (let upTo = 1; upTo <= ENTRIES; upTo++) {
    const visible =
      upTo === ENTRIES
        ? history
        : history.slice(0, upTo).filter((entry) => entry.id === upTo || random() < 0.5);
    deliveries.push({ token, visible });
  }
}
shuffle(deliveries);
// The complete history must come last for each token, or the processing could stop short.
const lastIndex = new Map<string, number>();
for (const [index, delivery] of deliveries.entries()) lastIndex.set(delivery.token, index);
const pending = new Map<string, EfiNotificationEntry[][]>();
for (const [index, delivery] of deliveries.entries()) {
  const visible =
    index === lastIndex.get(delivery.token)
      ? (histories.get(delivery.token) ?? [])
      : delivery.visible;
  const queue = pending.get(delivery.token) ?? [];
  queue.push(visible);
  pending.set(delivery.token, queue);
}

const efi = {
  async getNotification(token: string) {
    return pending.get(token)?.shift() ?? histories.get(token) ?? [];
  },
} as unknown as EfiClient; // only getNotification is reached while processing.
const deps: BillingDeps = {
  db: t.db,
  efi,
  mailer: t.app.mailer,
  now: t.app.now,
  events: t.app.events,
  config: t.config,
};

async function pool<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

let non200 = 0;
const startRoute = performance.now();
await pool(deliveries, async ({ token }) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/efi',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `notification=${token}`,
  });
  if (response.statusCode !== 200) non200 += 1;
});
const routeSeconds = (performance.now() - startRoute) / 1000;

let failures = 0;
const startProcessing = performance.now();
await pool(deliveries, async ({ token }) => {
  const result = await processNotification(deps, token).catch(() => null);
  if (result?.state !== 'processed') failures += 1;
});
const processingSeconds = (performance.now() - startProcessing) / 1000;

const count = async (
  table: Parameters<typeof t.db.$count>[0],
  where?: Parameters<typeof t.db.$count>[1],
) => t.db.$count(table, where);
const [deliveriesSum] = await t.db
  .select({ total: sql<number>`sum(${efiNotifications.deliveries})::int` })
  .from(efiNotifications);
const checks = {
  'respostas diferentes de 200': [non200, 0],
  'processamentos com falha': [failures, 0],
  'notificações (tokens) guardadas': [await count(efiNotifications), SUBSCRIPTIONS],
  'entregas contadas': [deliveriesSum?.total ?? 0, DELIVERIES],
  'entradas aplicadas': [await count(efiNotificationEntries), SUBSCRIPTIONS * ENTRIES],
  pagamentos: [await count(payments), SUBSCRIPTIONS * 2],
  'pagamentos pagos': [await count(payments, eq(payments.status, 'paid')), SUBSCRIPTIONS * 2],
  'recibos enviados': [
    await count(emailOutbox, eq(emailOutbox.template, 'billing_receipt')),
    SUBSCRIPTIONS * 2,
  ],
  'assinaturas ativas no 2º período': [
    await count(
      subscriptions,
      and(eq(subscriptions.status, 'active'), eq(subscriptions.currentPeriodEnd, '2026-03-05')),
    ),
    SUBSCRIPTIONS,
  ],
} satisfies Record<string, [number, number]>;
const dunning = await count(
  emailOutbox,
  inArray(emailOutbox.template, ['billing_dunning_0', 'billing_dunning_1', 'billing_dunning_2']),
);
await t.close();

const perSecond = (seconds: number) => Math.round(DELIVERIES / seconds);
console.log(`banco: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.log(
  `rota POST /api/webhooks/efi: ${DELIVERIES} notificações em ${routeSeconds.toFixed(1)} s (${perSecond(routeSeconds)}/s)`,
);
console.log(
  `processamento: ${DELIVERIES} em ${processingSeconds.toFixed(1)} s (${perSecond(processingSeconds)}/s)`,
);
console.log(
  `total: ${perSecond(routeSeconds + processingSeconds)} notificações/s de ponta a ponta`,
);
console.log(
  `avisos de cobrança recusada (depende da ordem de chegada): ${dunning} (≤ ${SUBSCRIPTIONS})`,
);
let ok = dunning <= SUBSCRIPTIONS;
for (const [label, [actual, expected]] of Object.entries(checks)) {
  const pass = actual === expected;
  ok &&= pass;
  console.log(`${pass ? 'ok  ' : 'FALHA'} ${label}: ${actual} (esperado ${expected})`);
}
process.exitCode = ok ? 0 : 1;
