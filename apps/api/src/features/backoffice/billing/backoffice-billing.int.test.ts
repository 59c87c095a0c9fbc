import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEfiSubscription,
  createPlan,
  deliverAndProcess,
  paymentsOf,
  subscriptionRow,
  templatesSentTo,
} from '../../../test/billing-fixtures';
import { createCompanyWithUsers } from '../../../test/okr-fixtures';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { payments } from '../../billing/subscriptions.table';
import { startTrial } from '../../billing/trial';
import { leads } from '../../leads/leads.table';
import { staffAuditLog } from '../backoffice.table';

type Json = Record<string, unknown>;

function client(t: TestApp, staff: () => TestStaff) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/backoffice${url}`,
      headers: staff().headers,
      ...(payload !== undefined ? { payload: payload as Json } : {}),
    });
}

async function auditOf(t: TestApp, targetId: string) {
  return t.db.select().from(staffAuditLog).where(eq(staffAuditLog.targetId, targetId));
}

async function refuseRenewal(t: TestApp, efiSubscriptionId: number) {
  const renewal = await t.app.inject({
    method: 'POST',
    url: `/efi-sim/control/subscriptions/${efiSubscriptionId}/charges`,
    payload: { outcome: 'unpaid' },
  });
  expect(renewal.statusCode).toBe(200);
  await deliverAndProcess(t);
}

describe('backoffice billing calls', () => {
  let t: TestApp;
  let admin: TestStaff;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaffUser(t, { role: 'admin' });
    api = client(t, () => admin);
  });
  afterAll(() => t.close());

  describe('plans', () => {
    it('lists active plans by default, inactive ones or all on request', async () => {
      const on = (
        await api('POST', '/plans', {
          name: 'Lista Ativo',
          priceCents: 1500,
          interval: 'monthly',
          userLimit: 3,
        })
      ).json() as Json;
      const off = (
        await api('POST', '/plans', {
          name: 'Lista Inativo',
          priceCents: 1500,
          interval: 'monthly',
          userLimit: 3,
          active: false,
        })
      ).json() as Json;
      const ids = async (query: string) =>
        ((await api('GET', `/plans${query}`)).json() as { data: { id: string }[] }).data.map(
          (p) => p.id,
        );
      expect(await ids('')).toContain(on.id);
      expect(await ids('')).not.toContain(off.id);
      expect(await ids('?active=false')).toEqual(expect.arrayContaining([off.id]));
      expect(await ids('?active=false')).not.toContain(on.id);
      expect(await ids('?active=all')).toEqual(expect.arrayContaining([on.id, off.id]));
      expect((await api('GET', '/plans?active=talvez')).statusCode).toBe(400);
    });

    it('creates, edits (renaming the twin at Efí) and audits a plan; the interval is locked at Efí', async () => {
      const created = await api('POST', '/plans', {
        name: 'Crescimento Ágil',
        description: 'Para times em expansão',
        features: ['OKRs ilimitados'],
        priceCents: 29_900,
        interval: 'monthly',
        userLimit: 25,
        trialDays: 14,
      });
      expect(created.statusCode).toBe(201);
      const plan = created.json() as Json;
      expect(plan).toMatchObject({
        tier: 'crescimento-agil',
        efiPlanId: null,
        efiSyncState: 'pending',
        subscriptions: 0,
      });

      const atEfi = await api('POST', `/subscription-plans/${plan.id}/create-efi-plan`);
      expect(atEfi.statusCode).toBe(200);
      const efiPlanId = (atEfi.json() as Json).efiPlanId as number;
      expect(efiPlanId).toBeGreaterThan(0);
      // Again: nothing changes.
      expect(
        ((await api('POST', `/subscription-plans/${plan.id}/create-efi-plan`)).json() as Json)
          .efiPlanId,
      ).toBe(efiPlanId);

      const renamed = await api('PUT', `/subscription-plans/${plan.id}`, {
        name: 'Crescimento',
        priceCents: 31_900,
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        name: 'Crescimento',
        priceCents: 31_900,
        efiSyncState: 'synced',
      });
      const twins = await t.app.efi.listPlans({ limit: 100 });
      expect(twins.find((p) => p.plan_id === efiPlanId)?.name).toBe('Rumo Crescimento (Mensal)');

      const locked = await api('PUT', `/subscription-plans/${plan.id}`, { interval: 'yearly' });
      expect(locked.statusCode).toBe(409);
      expect((await api('PUT', `/subscription-plans/${plan.id}`, {})).statusCode).toBe(400);
      expect(
        (await api('PUT', `/subscription-plans/${plan.id}`, { priceCents: 100 })).statusCode,
      ).toBe(400);

      const audit = await auditOf(t, plan.id as string);
      expect(audit.map((entry) => entry.action).sort()).toEqual([
        'subscription_plan.created',
        'subscription_plan.efi_created',
        'subscription_plan.updated',
      ]);
      const update = audit.find((entry) => entry.action === 'subscription_plan.updated');
      expect(update?.before).toMatchObject({ name: 'Crescimento Ágil', priceCents: 29_900 });
      expect(update?.after).toMatchObject({ name: 'Crescimento', priceCents: 31_900 });
      expect(update?.actorId).toBe(admin.id);
    });

    it('refuses to delete a plan in use (409, deactivate instead), needs a reason, deletes an unused one', async () => {
      const used = await createPlan(t, { name: 'Em Uso' });
      await createEfiSubscription(t, used);
      const refused = await api('DELETE', `/subscription-plans/${used.id}`, {
        reason: 'Plano antigo',
      });
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as Json).message).toMatch(/em uso.*Desative/);

      const unused = (
        await api('POST', '/plans', {
          name: 'Descartável',
          priceCents: 900,
          interval: 'yearly',
          userLimit: 2,
        })
      ).json() as Json;
      await api('POST', `/subscription-plans/${unused.id}/create-efi-plan`);
      expect((await api('DELETE', `/subscription-plans/${unused.id}`)).statusCode).toBe(400);
      expect(
        (await api('DELETE', `/subscription-plans/${unused.id}`, { reason: '' })).statusCode,
      ).toBe(400);
      const deleted = await api('DELETE', `/subscription-plans/${unused.id}`, {
        reason: 'Criado por engano',
      });
      expect(deleted.statusCode).toBe(204);
      expect(
        (await api('PUT', `/subscription-plans/${unused.id}`, { active: false })).statusCode,
      ).toBe(404);
      const [entry] = (await auditOf(t, unused.id as string)).filter(
        (e) => e.action === 'subscription_plan.deleted',
      );
      expect(entry?.reason).toBe('Criado por engano');
      expect(entry?.before).toMatchObject({ name: 'Descartável' });
    });

    it('syncs with Efí: creates the missing twins, renames the drifted ones, then changes nothing', async () => {
      const missing = (
        await api('POST', '/plans', {
          name: 'Sem Gêmeo',
          priceCents: 1900,
          interval: 'monthly',
          userLimit: 4,
        })
      ).json() as Json;
      const drifted = await createPlan(t, { name: 'Deriva' });
      await t.app.efi.updatePlan(drifted.efiPlanId ?? 0, { name: 'Nome mudado no painel' });

      const first = await api('POST', '/subscription-plans/sync-efi');
      expect(first.statusCode).toBe(200);
      const report = first.json() as {
        created: number;
        renamed: number;
        failed: number;
        plans: Json[];
        message: string;
      };
      expect(report.plans).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ planId: missing.id, outcome: 'created' }),
          expect.objectContaining({ planId: drifted.id, outcome: 'renamed' }),
        ]),
      );
      expect(report.created).toBeGreaterThanOrEqual(1);
      // The fixtures' twins are named otherwise at Efí: renamed as well.
      expect(report.renamed).toBeGreaterThanOrEqual(1);
      expect(report.failed).toBe(0);
      expect(report.message).toBe('Dados sincronizados com sucesso');

      const second = (await api('POST', '/subscription-plans/sync-efi')).json() as typeof report & {
        unchanged: number;
      };
      expect(second).toMatchObject({ created: 0, renamed: 0, failed: 0 });
      expect(second.unchanged).toBe(second.plans.length);
    });

    it('tests the connection with Efí', async () => {
      const response = await api('GET', '/subscription-plans/test-efi-connection');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        ok: true,
        message: 'Conexão com Efí Pay funcionando corretamente',
        environment: 'simulator',
      });
    });
  });

  describe('payments, subscriptions and webhooks', () => {
    let plan: Awaited<ReturnType<typeof createPlan>>;
    let paid: Awaited<ReturnType<typeof createEfiSubscription>>;
    let overdue: Awaited<ReturnType<typeof createEfiSubscription>>;

    beforeAll(async () => {
      // The simulator's fixture subscriptions charge R$ 99,00.
      plan = await createPlan(t, { name: 'Pagamentos', priceCents: 9900 });
      paid = await createEfiSubscription(t, plan);
      overdue = await createEfiSubscription(t, plan);
      await deliverAndProcess(t);
      await refuseRenewal(t, overdue.efiSubscriptionId);
    });

    it('lists payments with filters and pagination (total in every page)', async () => {
      const byPlan = (await api('GET', `/payments?planId=${plan.id}`)).json() as {
        data: Json[];
        total: number;
      };
      expect(byPlan.total).toBe(3);
      const paidOnly = (await api('GET', `/payments?planId=${plan.id}&status=paid`)).json() as {
        data: Json[];
        total: number;
      };
      expect(paidOnly.total).toBe(2);
      expect(paidOnly.data.every((p) => p.status === 'paid')).toBe(true);
      const both = (await api('GET', `/payments?planId=${plan.id}&status=paid,unpaid`)).json() as {
        total: number;
      };
      expect(both.total).toBe(3);
      const company = (
        await api('GET', `/payments?companyId=${overdue.company.companyId}`)
      ).json() as { total: number };
      expect(company.total).toBe(2);
      const page2 = (await api('GET', `/payments?planId=${plan.id}&limit=2&page=2`)).json() as Json;
      expect(page2).toMatchObject({ page: 2, limit: 2, total: 3 });
      expect((page2.data as Json[]).length).toBe(1);
      const beyond = (
        await api('GET', `/payments?planId=${plan.id}&limit=2&page=5`)
      ).json() as Json;
      expect(beyond).toMatchObject({ data: [], total: 3 });
      expect(
        ((await api('GET', `/payments?planId=${plan.id}&minAmountCents=9901`)).json() as Json)
          .total,
      ).toBe(0);
      // Today in São Paulo (UTC-3).
      const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
      expect(
        (
          (
            await api('GET', `/payments?planId=${plan.id}&from=2000-01-01&to=2000-01-31`)
          ).json() as Json
        ).total,
      ).toBe(0);
      expect(
        ((await api('GET', `/payments?planId=${plan.id}&from=${today}`)).json() as Json).total,
      ).toBe(3);
      for (const bad of [
        'status=pago',
        'planId=x',
        'from=31/01/2026',
        'limit=1000',
        'minAmountCents=-1',
      ]) {
        expect((await api('GET', `/payments?${bad}`)).statusCode, bad).toBe(400);
      }
    });

    it('lists overdue and pending payments, and the stats', async () => {
      const overdueList = (await api('GET', '/payments/overdue')).json() as { data: Json[] };
      expect(overdueList.data.map((p) => (p.company as Json).id)).toContain(
        overdue.company.companyId,
      );
      expect(overdueList.data.every((p) => p.status === 'unpaid')).toBe(true);
      const pending = (await api('GET', '/payments/pending')).json() as { data: Json[] };
      expect(
        pending.data.every((p) =>
          ['new', 'waiting', 'identified', 'approved', 'link'].includes(p.status as string),
        ),
      ).toBe(true);
      const stats = (await api('GET', '/payments/stats')).json() as Json;
      expect(stats.overdueCount).toBeGreaterThanOrEqual(1);
      expect(stats.overdueCents).toBeGreaterThanOrEqual(9900);
      expect(stats.paidThisMonthCents).toBeGreaterThanOrEqual(19_800);
      expect(stats.chargeOutcomes).toMatchObject({ refused: expect.any(Number) });
    });

    it("shows a payment with Efí's history, and syncs it with Efí (idempotent)", async () => {
      const [payment] = await paymentsOf(t, paid.subscription.id);
      if (!payment) throw new Error('no payment');
      const detail = await api('GET', `/payments/${payment.id}`);
      expect(detail.statusCode).toBe(200);
      const data = (detail.json() as { data: Json }).data;
      expect(data).toMatchObject({
        status: 'paid',
        amountCents: 9900,
        subscription: { id: paid.subscription.id },
      });
      expect((data.efi as Json).available).toBe(true);
      expect(((data.efi as Json).history as unknown[]).length).toBeGreaterThan(0);
      expect((await api('GET', '/payments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );

      expect((await api('POST', `/payments/${payment.id}/sync-efi`)).json()).toMatchObject({
        changed: false,
      });
      // A notification was missed: Rumo still thinks the charge waits.
      await t.db.update(payments).set({ status: 'waiting' }).where(eq(payments.id, payment.id));
      const synced = await api('POST', `/payments/${payment.id}/sync-efi`);
      expect(synced.json()).toMatchObject({
        changed: true,
        previousStatus: 'waiting',
        payment: { status: 'paid' },
      });
      expect((await api('POST', `/payments/${payment.id}/sync-efi`)).json()).toMatchObject({
        changed: false,
      });
      expect((await auditOf(t, payment.id)).map((e) => e.action)).toEqual(['payment.efi_synced']);

      await t.db.update(payments).set({ status: 'waiting' }).where(eq(payments.id, payment.id));
      const all = (await api('POST', '/payments/sync-all-pending')).json() as Json;
      expect(all).toMatchObject({ updated: 1, failed: 0 });
      expect((await api('POST', '/payments/sync-all-pending')).json()).toMatchObject({
        updated: 0,
        failed: 0,
      });
    });

    it('lists the webhooks and replays them without applying anything twice', async () => {
      const list = (await api('GET', '/webhooks')).json() as {
        data: Json[];
        page: number;
        limit: number;
        total: number;
      };
      expect(list).toMatchObject({ page: 1, limit: 20 });
      expect(list.total).toBeGreaterThan(0);
      const processed = list.data.find((w) => w.state === 'processed' && (w.entries as number) > 0);
      if (!processed) throw new Error('no processed webhook');
      expect(processed.tokenHint).toMatch(/…$/);
      const before = await t.db.select().from(payments).orderBy(payments.id);

      const replay = await api('POST', `/webhooks/${processed.id}/replay`);
      expect(replay.statusCode).toBe(200);
      expect(replay.json()).toMatchObject({ state: 'processed', applied: 0 });
      expect(await t.db.select().from(payments).orderBy(payments.id)).toEqual(before);
      const detail = (await api('GET', `/webhooks/${processed.id}`)).json() as { data: Json };
      expect((detail.data.entryList as unknown[]).length).toBe(processed.entries);

      await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/efi',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'notification=token-desconhecido-da-efi',
      });
      await deliverAndProcess(t);
      const failed = (await api('GET', '/webhooks?state=failed')).json() as {
        data: Json[];
        total: number;
      };
      expect(failed.total).toBeGreaterThanOrEqual(1);
      expect(failed.data.every((w) => w.state === 'failed' && w.lastError)).toBe(true);
      const replayAll = (await api('POST', '/webhooks/replay-failed')).json() as Json;
      expect(replayAll).toMatchObject({ applied: 0 });
      expect(replayAll.replayed).toBeGreaterThanOrEqual(1);
      expect(await t.db.select().from(payments).orderBy(payments.id)).toEqual(before);
      expect((await api('GET', '/webhooks?from=2000-01-01&to=2000-01-02')).json()).toMatchObject({
        total: 0,
      });
    });

    it('lists subscriptions with filters, and shows one with its company, users, payments and Efí', async () => {
      const byPlan = (await api('GET', `/subscriptions?planId=${plan.id}`)).json() as {
        data: Json[];
        total: number;
      };
      expect(byPlan.total).toBe(2);
      const pastDue = (
        await api('GET', `/subscriptions?planId=${plan.id}&status=past_due`)
      ).json() as { data: Json[]; total: number };
      expect(pastDue.total).toBe(1);
      expect(pastDue.data[0]).toMatchObject({ company: { id: overdue.company.companyId } });
      expect(
        ((await api('GET', `/subscriptions?planId=${plan.id}&limit=1&page=2`)).json() as Json)
          .total,
      ).toBe(2);

      const detail = await api('GET', `/subscriptions/${paid.subscription.id}`);
      expect(detail.statusCode).toBe(200);
      const data = (detail.json() as { data: Json }).data;
      expect(data.usage).toEqual({ users: 1, limit: 50 });
      expect((data.users as Json[])[0]).toMatchObject({
        email: paid.company.admin.email.toLowerCase(),
      });
      expect((data.payments as Json[]).length).toBe(1);
      expect((data.efi as Json).available).toBe(true);
      expect(detail.body).not.toMatch(/password|token/i);
    });

    it('retries a refused charge: Efí is read, then the customer is asked to pay', async () => {
      const response = await api('POST', `/subscriptions/${overdue.subscription.id}/retry-charge`);
      expect(response.statusCode).toBe(200);
      expect((response.json() as Json).message).toMatch(/pedido de pagamento/);
      expect(await templatesSentTo(t, overdue.company.admin.email)).toContain('billing_dunning_1');
      const none = await api('POST', `/subscriptions/${paid.subscription.id}/retry-charge`);
      expect(none.statusCode).toBe(409);
    });

    it('extends the grace of an overdue subscription; a paid one renewing at Efí cannot be extended', async () => {
      const before = await subscriptionRow(t, overdue.subscription.id);
      expect(
        (await api('POST', `/subscriptions/${overdue.subscription.id}/extend`, { days: 5 }))
          .statusCode,
      ).toBe(400);
      const extended = await api('POST', `/subscriptions/${overdue.subscription.id}/extend`, {
        days: 5,
        reason: 'Cliente negociando',
      });
      expect(extended.statusCode).toBe(200);
      const after = await subscriptionRow(t, overdue.subscription.id);
      expect((after.pastDueSince?.getTime() ?? 0) - (before.pastDueSince?.getTime() ?? 0)).toBe(
        5 * 86_400_000,
      );
      const refused = await api('POST', `/subscriptions/${paid.subscription.id}/extend`, {
        days: 5,
        reason: 'Cortesia',
      });
      expect(refused.statusCode).toBe(409);
    });

    it('cancels at the period end or now, with a reason (audited)', async () => {
      expect(
        (await api('POST', `/subscriptions/${paid.subscription.id}/cancel`, {})).statusCode,
      ).toBe(400);
      const scheduled = await api('POST', `/subscriptions/${paid.subscription.id}/cancel`, {
        reason: 'Pedido por telefone',
      });
      expect(scheduled.statusCode).toBe(200);
      expect(scheduled.json()).toMatchObject({
        data: { status: 'active', cancelAtPeriodEnd: true, cancelReason: 'Pedido por telefone' },
      });
      // With the cancellation scheduled (and Efí's charges stopped), access can be extended.
      const period = await api('POST', `/subscriptions/${paid.subscription.id}/extend`, {
        days: 10,
        reason: 'Cortesia',
      });
      expect(period.statusCode).toBe(200);
      expect((await t.app.efi.getSubscription(paid.efiSubscriptionId)).status).toBe('canceled');

      const now = await api('POST', `/subscriptions/${overdue.subscription.id}/cancel`, {
        reason: 'Inadimplência',
        when: 'immediately',
      });
      expect(now.json()).toMatchObject({ data: { status: 'canceled' } });
      expect((await t.app.efi.getSubscription(overdue.efiSubscriptionId)).status).toBe('canceled');
      expect(
        (
          await api('POST', `/subscriptions/${overdue.subscription.id}/cancel`, {
            reason: 'De novo',
          })
        ).statusCode,
      ).toBe(409);
      const audit = await auditOf(t, overdue.subscription.id);
      expect(audit.find((e) => e.action === 'subscription.canceled')).toMatchObject({
        reason: 'Inadimplência',
        actorId: admin.id,
      });
    });

    it('extends a trial, running or ended', async () => {
      const company = await createCompanyWithUsers(t, { admins: 1, users: 0 });
      const start = new Date();
      await startTrial(t.db, company.companyId, 14, start);
      const list = (await api('GET', `/subscriptions?companyId=${company.companyId}`)).json() as {
        data: Json[];
      };
      const id = list.data[0]?.id as string;
      const response = await api('POST', `/subscriptions/${id}/extend`, {
        days: 7,
        reason: 'Avaliação maior',
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as Json).message).toMatch(/teste estendido em 7/);
      const row = await subscriptionRow(t, id);
      expect(row.trialEndsAt?.getTime()).toBe(start.getTime() + 21 * 86_400_000);
    });
  });

  describe('leads', () => {
    it('lists with filters and pagination, and updates status, owner and notes', async () => {
      const owner = await createStaffUser(t, { role: 'manager', name: 'Gerente Comercial' });
      const [first] = await t.db
        .insert(leads)
        .values([
          {
            source: 'proposta',
            name: 'Ana Prospect',
            email: 'ana@lead.test',
            company: 'Acme Ltda',
            createdAt: new Date('2026-01-10T12:00:00Z'),
          },
          {
            source: 'beta',
            name: 'Bruno Beta',
            email: 'bruno@lead.test',
            company: 'Beta SA',
            createdAt: new Date('2026-02-10T12:00:00Z'),
          },
          {
            source: 'checkout',
            status: 'lost',
            name: 'Carla Check',
            email: 'carla@lead.test',
            createdAt: new Date('2026-02-11T12:00:00Z'),
          },
        ])
        .returning();
      if (!first) throw new Error('no lead');
      const total = async (query: string) =>
        ((await api('GET', `/leads?${query}`)).json() as Json).total;
      expect(await total('search=lead.test')).toBe(3);
      expect(await total('search=acme')).toBe(1);
      expect(await total('search=lead.test&source=beta')).toBe(1);
      expect(await total('search=lead.test&status=lost')).toBe(1);
      expect(await total('search=lead.test&from=2026-02-01&to=2026-02-10')).toBe(1);
      const page = (await api('GET', '/leads?search=lead.test&limit=2&page=2')).json() as Json;
      expect(page).toMatchObject({ page: 2, limit: 2, total: 3 });
      expect((await api('GET', '/leads?source=outro')).statusCode).toBe(400);

      const updated = await api('PATCH', `/leads/${first.id}`, {
        status: 'contacted',
        ownerId: owner.id,
        notes: 'Ligar na sexta',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        status: 'contacted',
        owner: { id: owner.id, name: 'Gerente Comercial' },
        notes: 'Ligar na sexta',
      });
      expect(await total(`ownerId=${owner.id}`)).toBe(1);
      const unknown = await api('PATCH', `/leads/${first.id}`, {
        ownerId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(400);
      expect((await api('PATCH', `/leads/${first.id}`, {})).statusCode).toBe(400);
      expect(
        (await api('PATCH', `/leads/${first.id}`, { ownerId: null, notes: '' })).json(),
      ).toMatchObject({ owner: null, notes: null });
      const audit = await auditOf(t, first.id);
      expect(audit[0]).toMatchObject({ action: 'lead.updated', before: { status: 'new' } });
    });
  });
});

describe('GET /api/backoffice/dashboard on a known data set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers MRR (yearly / 12), subscriptions, trials, overdue, leads and failing webhooks', async () => {
    const admin = await createStaffUser(t, { role: 'viewer' });
    const monthly = await createPlan(t, { name: 'Mensal', priceCents: 10_000 });
    const yearly = await createPlan(t, { name: 'Anual', priceCents: 120_000, interval: 'yearly' });
    await createEfiSubscription(t, monthly);
    await createEfiSubscription(t, yearly);
    const late = await createEfiSubscription(t, monthly);
    await deliverAndProcess(t);
    await refuseRenewal(t, late.efiSubscriptionId);
    const trial = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    await startTrial(t.db, trial.companyId, 14, new Date());
    await t.db.insert(leads).values([
      { source: 'proposta', name: 'Lead Um', email: 'um@lead.test' },
      { source: 'beta', name: 'Lead Dois', email: 'dois@lead.test' },
      { source: 'beta', status: 'contacted', name: 'Lead Três', email: 'tres@lead.test' },
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/efi',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'notification=token-que-falha',
    });
    await deliverAndProcess(t);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/dashboard',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Json;
    expect(body).toMatchObject({
      mrrCents: 10_000 + 10_000 + 10_000,
      arrCents: 120_000 * 3,
      // The refused renewal is still paying (past due, within the grace days).
      payingCompanies: 3,
      trials: 1,
      newThisMonth: 3,
      churnedThisMonth: 0,
      churnRate: null,
      // The refused renewal, charged at the plan's price.
      overdueCents: 10_000,
      overdueCount: 1,
      newLeads: 2,
      failingWebhooks: 1,
    });
    expect((body.recentPayments as Json[]).length).toBe(4);
  });
});
