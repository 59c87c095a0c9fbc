import { NfseError, type NfseProvider } from '@rumo/nfse';
import type { FiscalSettingsBody } from '@rumo/shared/backoffice/fiscal-settings';
import type { FiscalDataBody } from '@rumo/shared/billing/fiscal-data';
import { eq, inArray } from 'drizzle-orm';
import { DomainEventBus, inTransaction } from '../events/domain-events';
import { applyChargeChange } from '../features/billing/public';
import { invoiceDeps, sweepInvoices } from '../features/invoices/invoices.jobs';
import { invoices } from '../features/invoices/invoices.table';
import { createNfseProvider } from '../plugins/nfse-simulator';
import {
  createEfiSubscription,
  deliverAndProcess,
  type PaidSubscription,
  paymentsOf,
} from './billing-fixtures';
import type { TestApp } from './test-app';

/** The issuer's data as an admin saves them in Configurações › Dados fiscais. */
export const FISCAL_SETTINGS = {
  cnpj: '11.222.333/0001-81',
  razaoSocial: 'Rumo Tecnologia Ltda',
  inscricaoMunicipal: '1234567',
  municipio: { name: 'São Paulo', state: 'SP', ibgeCode: '3550308' },
  taxRegime: 'simples_nacional',
  issRate: 2,
} satisfies FiscalSettingsBody;

/** A company buyer's data as its admin corrects them in the billing tab. */
export const FISCAL_DATA = {
  document: '11.444.777/0001-61',
  name: 'Cliente Exemplo Ltda',
  email: 'financeiro@cliente.com.br',
  address: {
    zipcode: '35400-000',
    street: 'Avenida Juscelino Kubitschek',
    number: '909',
    neighborhood: 'Bauxita',
    city: 'Ouro Preto',
    state: 'MG',
    ibgeCode: '3146107',
  },
} satisfies FiscalDataBody;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app's own provider (a Focus client of the simulator the app mounts), counting the sends
 * per reference: `createTestApp({ nfse: provider })`, then `attach(t)` once the app exists.
 * `answerDelayMs` holds each send's answer back (the provider's webhook then comes first);
 * `failNextSend` makes the next send time out after the provider got it (`after`) or fail to
 * connect before (`before`).
 */
export function countingProvider() {
  let inner: NfseProvider | undefined;
  const sends = new Map<string, number>();
  const options: { answerDelayMs: number; failNextSend: 'after' | 'before' | null } = {
    answerDelayMs: 0,
    failNextSend: null,
  };
  const real = () => {
    if (!inner) throw new Error('countingProvider: attach(t) first');
    return inner;
  };
  const provider: NfseProvider = {
    name: 'focus',
    issue: async (request) => {
      sends.set(request.reference, (sends.get(request.reference) ?? 0) + 1);
      const failure = options.failNextSend;
      options.failNextSend = null;
      const lost = (kind: 'timeout' | 'network') =>
        new NfseError({ kind, status: 0, code: null, providerMessage: null });
      if (failure === 'before') throw lost('network');
      const answer = await real().issue(request);
      if (failure === 'after') throw lost('timeout');
      if (options.answerDelayMs > 0) await sleep(options.answerDelayMs);
      return answer;
    },
    get: (reference) => real().get(reference),
    cancel: (reference, justification) => real().cancel(reference, justification),
    download: (url) => real().download(url),
  };
  return {
    provider,
    sends,
    options,
    attach(t: TestApp) {
      inner = createNfseProvider(t.app, t.config);
    },
  };
}

/**
 * Runs the NFS-e queue until no invoice waits on the provider (the simulator authorizes a few
 * milliseconds after a send and posts its webhook, which makes the invoice due again).
 */
export async function workInvoices(t: TestApp, rounds = 100): Promise<void> {
  const deps = invoiceDeps(t.app);
  for (let round = 0; round < rounds; round++) {
    await sweepInvoices(t.app.jobs, deps);
    await t.app.jobs.drain();
    const busy = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(inArray(invoices.status, ['processing', 'canceling']));
    if (busy.length === 0) return;
    await sleep(20);
  }
  throw new Error('invoices still waiting on the provider');
}

/** The company admin saves "Dados para a nota fiscal" (FISCAL_DATA). */
export async function putFiscalData(t: TestApp, headers: Record<string, string>): Promise<void> {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/billing/fiscal-data',
    headers,
    payload: FISCAL_DATA,
  });
  if (saved.statusCode !== 200) throw new Error(`fiscal data answered ${saved.statusCode}`);
}

/** A staff admin saves the issuer's fiscal settings (FISCAL_SETTINGS). */
export async function putFiscalSettings(t: TestApp, headers: Record<string, string>) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/backoffice/settings/fiscal',
    headers,
    payload: FISCAL_SETTINGS,
  });
  if (saved.statusCode !== 200) throw new Error(`fiscal settings answered ${saved.statusCode}`);
}

/** A company with its fiscal data saved whose first charge Efí has settled: its payment too. */
export async function paidCompanyWithFiscalData(
  t: TestApp,
  plan: Parameters<typeof createEfiSubscription>[1],
) {
  const paid = await createEfiSubscription(t, plan);
  await putFiscalData(t, paid.company.admin.headers);
  await deliverAndProcess(t);
  const [payment] = await paymentsOf(t, paid.subscription.id);
  if (!payment) throw new Error('no payment');
  return { ...paid, payment };
}

/** The invoice rows of one payment. */
export const invoicesOfPayment = (t: TestApp, paymentId: string) =>
  t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));

/** The payment of a subscription's first charge. */
export async function firstPaymentOf(t: TestApp, paid: PaidSubscription) {
  const [payment] = await paymentsOf(t, paid.subscription.id);
  if (!payment) throw new Error('no payment');
  return payment;
}

/** Efí's news of the first charge: `status` at `occurredAt`. */
export const firstChargeChange = (paid: PaidSubscription, status: string, occurredAt: Date) => ({
  efiSubscriptionId: paid.efiSubscriptionId,
  efiChargeId: paid.firstChargeId,
  status,
  occurredAt,
  entryId: null,
  valueCents: null,
});

/** Billing's charge change committed on a bus with no subscriber: what billing alone does. */
export function changeWithoutSubscribers(
  t: TestApp,
  change: ReturnType<typeof firstChargeChange>,
  events = new DomainEventBus({ db: t.db, now: t.app.now, log: t.app.log }),
) {
  return inTransaction({ db: t.db, events }, (tx, publish) =>
    applyChargeChange(tx, publish, t.app, change),
  );
}
