import { performance } from 'node:perf_hooks';
import { createEfiClient } from '@rumo/efi';
import { httpControl } from '@rumo/efi/testing';
import { fiscalSettingsBodySchema } from '@rumo/shared/backoffice/fiscal-settings';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ensureSimulatorCredentials } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { createPlansAtEfi } from '../../src/features/billing/plans.efi';
import { subscriptionPlans } from '../../src/features/billing/plans.table';
import { payments } from '../../src/features/billing/subscriptions.table';
import { saveFiscalSettings } from '../../src/features/invoices/fiscal-settings.repository';
import { invoices } from '../../src/features/invoices/invoices.table';
import { FISCAL_SETTINGS } from '../../src/test/invoice-fixtures';
import { SIMULATOR_SECRET } from './rumo';
import type { Target } from './types';

// The billing part of `bench:http` (issue 21): the boleto checkout under concurrent buyers, and
// the nota fiscal queue once their boletos are paid, on the Rumo process of the PostgreSQL phase
// (its bundled Efí and NFS-e simulators, as `npm start` runs them).

export const BOLETO_CHECKOUT = 'POST /api/checkout (boleto)';
/** Buyers checking out at the same moment (a launch, a campaign): not the reads' 50. */
const CHECKOUT_CONNECTIONS = 10;
const INVOICES = Number(process.env.BENCH_INVOICES ?? 300);
/** Efí's paid notification, sent again this many times for every charge (duplicates). */
const RESENDS = 2;
const PAY_CONCURRENCY = 8;
const QUEUE_TIMEOUT_MS = 300_000;

/**
 * Puts the seeded plans on sale at the simulator of the running Rumo (production mode seeds no
 * demo and creates no plan at Efí), saves the issuer's fiscal settings, and answers the plan
 * a bench buyer buys.
 */
export async function prepareBilling(rumo: {
  databaseUrl: string;
  url: string;
  dataDir: string;
}): Promise<string> {
  const { databaseUrl, url: rumoUrl } = rumo;
  const database = await openDatabase({ databaseUrl });
  try {
    const { db } = database;
    const efi = createEfiClient({
      baseUrl: `${rumoUrl}/efi-sim`,
      // The pair the server drew on its first start, kept in its DATA_DIR.
      ...(await ensureSimulatorCredentials(rumo.dataDir)),
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-simulator-secret', SIMULATOR_SECRET);
        return fetch(input, { ...init, headers });
      },
    });
    const drafts = await db
      .select()
      .from(subscriptionPlans)
      .where(isNull(subscriptionPlans.efiPlanId));
    const { failed } = await createPlansAtEfi({ db, efi }, drafts);
    if (failed > 0) throw new Error(`${failed} plans were not created at the Efí simulator`);
    await saveFiscalSettings(db, fiscalSettingsBodySchema.parse(FISCAL_SETTINGS), {
      staffId: crypto.randomUUID(),
      at: new Date(),
    });
    const [plan] = await db
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.tier, 'equipe'), eq(subscriptionPlans.interval, 'monthly')));
    if (!plan) throw new Error('no equipe/monthly plan seeded');
    return plan.id;
  } finally {
    await database.close();
  }
}

export function boletoCheckoutTarget(options: {
  baseUrl: string;
  planId: string;
  cpuRoots: number[];
}): Target {
  return {
    name: `billing ${BOLETO_CHECKOUT}`,
    group: 'billing',
    kind: 'write',
    label: BOLETO_CHECKOUT,
    baseUrl: options.baseUrl,
    headers: {},
    requests: [
      {
        method: 'POST',
        paths: ['/api/checkout'],
        body: 'boleto-checkout',
        planId: options.planId,
      },
    ],
    settlePath: '/api/health',
    cpuRoots: options.cpuRoots,
    connections: CHECKOUT_CONNECTIONS,
  };
}

export interface InvoiceQueueResult {
  payments: number;
  resendsPerCharge: number;
  seconds: number;
  invoicesPerSecond: number;
  checks: {
    onePerPayment: boolean;
    allAuthorized: boolean;
    distinctNumbers: boolean;
    oneSendEach: boolean;
  };
}

/**
 * Pays up to INVOICES of the bench buyers' first boletos at the simulator (half by Pix), sends
 * every paid notification again RESENDS times, and waits until each payment's nota fiscal is
 * authorized: notas per second from the first payment to the last authorization, and no nota
 * twice (one row per payment, sent once, its own number).
 */
export async function measureInvoiceQueue(
  databaseUrl: string,
  rumoUrl: string,
): Promise<InvoiceQueueResult> {
  const database = await openDatabase({ databaseUrl });
  const { db } = database;
  try {
    const open = await db
      .select({ id: payments.id, efiChargeId: payments.efiChargeId })
      .from(payments)
      .where(and(eq(payments.method, 'boleto'), eq(payments.status, 'waiting')))
      .limit(INVOICES);
    if (open.length === 0) throw new Error('no open boleto to pay (did the checkout run?)');
    const control = httpControl(`${rumoUrl}/efi-sim`, SIMULATOR_SECRET);
    const ids = open.map((row) => row.id);
    const start = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: PAY_CONCURRENCY }, async () => {
        while (next < open.length) {
          const index = next++;
          const charge = open[index];
          if (charge)
            await control.payBoleto(charge.efiChargeId, { via: index % 2 ? 'pix' : 'boleto' });
        }
      }),
    );
    for (let resend = 0; resend < RESENDS; resend++) {
      await fetch(`${rumoUrl}/efi-sim/control/resend`, {
        method: 'POST',
        headers: { 'x-simulator-secret': SIMULATOR_SECRET },
      });
    }
    const count = () =>
      db
        .select({
          rows: sql<number>`count(*)::int`,
          authorized: sql<number>`count(*) filter (where ${invoices.status} = 'authorized')::int`,
          numbers: sql<number>`count(distinct ${invoices.number})::int`,
          sends: sql<number>`coalesce(sum(${invoices.attempts}), 0)::int`,
        })
        .from(invoices)
        .where(inArray(invoices.paymentId, ids));
    let [summary] = await count();
    const deadline = Date.now() + QUEUE_TIMEOUT_MS;
    while ((summary?.authorized ?? 0) < ids.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      [summary] = await count();
    }
    const seconds = (performance.now() - start) / 1000;
    return {
      payments: ids.length,
      resendsPerCharge: RESENDS,
      seconds: Number(seconds.toFixed(2)),
      invoicesPerSecond: Number(((summary?.authorized ?? 0) / seconds).toFixed(1)),
      checks: {
        onePerPayment: summary?.rows === ids.length,
        allAuthorized: summary?.authorized === ids.length,
        distinctNumbers: summary?.numbers === ids.length,
        oneSendEach: summary?.sends === ids.length,
      },
    };
  } finally {
    await database.close();
  }
}
