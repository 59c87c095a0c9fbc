import { performance } from 'node:perf_hooks';
import { fiscalSettingsBodySchema } from '@rumo/shared/backoffice/fiscal-settings';
import { eq, sql } from 'drizzle-orm';
import { subscriptionPlans } from '../src/features/billing/plans.table';
import { payments, subscriptions } from '../src/features/billing/subscriptions.table';
import { companies } from '../src/features/companies/companies.table';
import { saveFiscalSettings } from '../src/features/invoices/fiscal-settings.repository';
import { queueInvoiceForPayment } from '../src/features/invoices/invoices.repository';
import { companyFiscalData, invoices } from '../src/features/invoices/invoices.table';
import {
  countingProvider,
  FISCAL_DATA,
  FISCAL_SETTINGS,
  workInvoices,
} from '../src/test/invoice-fixtures';
import { createTestApp } from '../src/test/test-app';

// `npx tsx apps/api/bench/invoices.ts` (PGlite) or with DATABASE_URL (PostgreSQL, a scratch
// database): INVOICES paid payments, each queued DUPLICATES times concurrently (a duplicated paid
// notification; 8 at a time), issued through the queue ('invoice-sweep' → 'invoice-issue' jobs) on the NFS-e
// simulator the app mounts, which authorizes a few ms later and posts its webhook. Prints
// invoices authorized per second and checks that each payment has exactly one invoice, sent
// once to the provider, with its own number.
const INVOICES = Number(process.env.BENCH_INVOICES ?? 300);
const DUPLICATES = 5;
const CONCURRENCY = 8;

if (process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
}

const counting = countingProvider();
const t = await createTestApp({ nfse: counting.provider });
counting.attach(t);

const [plan] = await t.db
  .insert(subscriptionPlans)
  .values({ tier: 'bench', name: 'Bench', priceCents: 9900, interval: 'monthly', userLimit: 10 })
  .returning();
await saveFiscalSettings(t.db, fiscalSettingsBodySchema.parse(FISCAL_SETTINGS), {
  staffId: crypto.randomUUID(),
  at: new Date(),
});
const paymentIds: string[] = [];
for (let offset = 0; offset < INVOICES; offset += 250) {
  const size = Math.min(250, INVOICES - offset);
  const rows = await t.db
    .insert(companies)
    .values(Array.from({ length: size }, (_, i) => ({ name: `Empresa ${offset + i}` })))
    .returning({ id: companies.id });
  const subs = await t.db
    .insert(subscriptions)
    .values(
      rows.map((row, i) => ({
        companyId: row.id,
        planId: plan?.id ?? null,
        status: 'active' as const,
        efiSubscriptionId: 500_000 + offset + i,
      })),
    )
    .returning({ id: subscriptions.id, companyId: subscriptions.companyId });
  await t.db.insert(companyFiscalData).values(
    rows.map((row) => ({
      companyId: row.id,
      document: '11444777000161',
      name: FISCAL_DATA.name,
      email: FISCAL_DATA.email,
      address: { ...FISCAL_DATA.address, zipcode: '35400000', complement: '' },
      updatedAt: new Date(),
    })),
  );
  const paid = await t.db
    .insert(payments)
    .values(
      subs.map((sub, i) => ({
        companyId: sub.companyId,
        subscriptionId: sub.id,
        planId: plan?.id ?? null,
        efiChargeId: 700_000 + offset + i,
        amountCents: 9900,
        status: 'paid' as const,
        paidAt: new Date(),
        periodStart: '2026-11-01',
        periodEnd: '2026-12-01',
      })),
    )
    .returning({ id: payments.id });
  paymentIds.push(...paid.map((row) => row.id));
}

const start = performance.now();
// Each payment's duplicates sit side by side, so they run at the same time on the 8 workers.
const calls = paymentIds.flatMap((id) => Array.from({ length: DUPLICATES }, () => id));
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < calls.length) {
      const id = calls[next++] as string;
      await t.db.transaction((tx) => queueInvoiceForPayment(tx, id, new Date()));
    }
  }),
);
await workInvoices(t, 10_000);
const seconds = (performance.now() - start) / 1000;

const [summary] = await t.db
  .select({
    rows: sql<number>`count(*)::int`,
    authorized: sql<number>`count(*) filter (where ${invoices.status} = 'authorized')::int`,
    numbers: sql<number>`count(distinct ${invoices.number})::int`,
  })
  .from(invoices);
const sends = [...counting.sends.values()];
const checks = {
  invoices: summary?.rows === INVOICES,
  authorized: summary?.authorized === INVOICES,
  distinctNumbers: summary?.numbers === INVOICES,
  oneSendEach: sends.length === INVOICES && sends.every((count) => count === 1),
};
const leftover = await t.db.$count(invoices, eq(invoices.status, 'error'));
console.log(
  JSON.stringify(
    {
      database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
      invoices: INVOICES,
      queuedCallsPerPayment: DUPLICATES,
      seconds: Number(seconds.toFixed(2)),
      invoicesPerSecond: Number((INVOICES / seconds).toFixed(1)),
      errors: leftover,
      checks,
    },
    null,
    2,
  ),
);
await t.close();
if (!Object.values(checks).every(Boolean)) process.exit(1);
