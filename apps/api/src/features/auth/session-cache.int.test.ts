import { billingMessages } from '@rumo/shared/billing/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import {
  createEfiSubscription,
  createPlan,
  deliverAndProcess,
  subscriptionRow,
} from '../../test/billing-fixtures';
import { createCompanyWithUsers, createTeam } from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { subscriptions } from '../billing/subscriptions.table';
import { SESSION_CACHE_TTL_MS } from './session-cache';

type Headers = { authorization: string };

/**
 * The per-process session cache: never one company's data to another, revocations at once on
 * the replica that made them and within the bound on the others, and the read-only guard
 * deciding from the clock on every write.
 */
describe('session cache across companies and replicas', () => {
  let t: TestApp;
  let replicaB: App;
  const clock = testClock(new Date('2026-11-25T12:00:00Z'));
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    replicaB = await buildApp({ config: t.config, db: t.db, now: clock.now });
    await replicaB.ready();
  });
  afterAll(async () => {
    await replicaB.close();
    await t.close();
  });

  const get = (app: App, url: string, headers: Headers) =>
    app.inject({ method: 'GET', url, headers });
  const createTeamOn = (app: App, headers: Headers, name = `Time ${Math.random()}`) =>
    app.inject({ method: 'POST', url: '/api/teams', headers, payload: { name } });
  const pastTheBound = () => clock.advanceMs(SESSION_CACHE_TTL_MS + 1);

  it('answers each of two companies hammering both replicas with its own data only', async () => {
    const companies = await Promise.all(
      ['Norte', 'Sul'].map(async (name) => {
        const company = await createCompanyWithUsers(t, { name: `Empresa ${name}`, users: 2 });
        await createTeam(t, company.companyId, { name: `Time ${name}` });
        return { name, company, people: [...company.admins, ...company.users] };
      }),
    );
    const requests = Array.from({ length: 240 }, async (_, index) => {
      const picked = companies[index % 2];
      if (!picked) throw new Error('no company');
      const { name, company, people } = picked;
      const person = people[Math.floor(index / 2) % people.length] ?? company.admin;
      const app = index % 3 === 0 ? replicaB : t.app;
      if (index % 4 === 1) {
        const me = await get(app, '/api/auth/me', person.headers);
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({ id: person.id, company: `Empresa ${name}` });
      } else if (index % 8 === 3 && person === company.admin) {
        const created = await createTeamOn(app, person.headers, `Time ${name} ${index}`);
        expect(created.statusCode).toBe(201);
      } else {
        const list = await get(app, '/api/teams?limit=100', person.headers);
        expect(list.statusCode).toBe(200);
        const names: string[] = list.json().data.map((team: { name: string }) => team.name);
        expect(names).toContain(`Time ${name}`);
        expect(names.every((team) => team.startsWith(`Time ${name}`))).toBe(true);
      }
    });
    await Promise.all(requests);
  });

  it('refuses a session revoked by logout at once here, and within the bound on the other', async () => {
    const { admin } = await createCompanyWithUsers(t, { users: 0 });
    for (const app of [t.app, replicaB]) {
      expect((await get(app, '/api/auth/me', admin.headers)).statusCode).toBe(200);
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: admin.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect((await get(t.app, '/api/auth/me', admin.headers)).statusCode).toBe(401);
    // Replica B read the session less than the bound ago and was not told.
    expect((await get(replicaB, '/api/auth/me', admin.headers)).statusCode).toBe(200);
    pastTheBound();
    expect((await get(replicaB, '/api/auth/me', admin.headers)).statusCode).toBe(401);
  });

  it('applies a role change to member at once here, and within the bound on the other', async () => {
    const company = await createCompanyWithUsers(t, { admins: 2, users: 0 });
    const [, demoted] = company.admins;
    if (!demoted) throw new Error('no second admin');
    for (const app of [t.app, replicaB]) {
      expect((await get(app, '/api/users', demoted.headers)).statusCode).toBe(200);
    }
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${demoted.id}/role`,
      headers: company.admin.headers,
      payload: { role: 'user' },
    });
    expect(change.statusCode).toBe(200);
    expect((await get(t.app, '/api/users', demoted.headers)).statusCode).toBe(403);
    expect((await get(replicaB, '/api/users', demoted.headers)).statusCode).toBe(200);
    pastTheBound();
    expect((await get(replicaB, '/api/users', demoted.headers)).statusCode).toBe(403);
  });

  it('ends a deactivated person’s session at once here, and within the bound on the other', async () => {
    const company = await createCompanyWithUsers(t, { users: 1 });
    for (const app of [t.app, replicaB]) {
      expect((await get(app, '/api/auth/me', company.user.headers)).statusCode).toBe(200);
    }
    const deactivate = await replicaB.inject({
      method: 'POST',
      url: `/api/users/${company.user.id}/deactivate`,
      headers: company.admin.headers,
    });
    expect(deactivate.statusCode).toBe(200);
    expect((await get(replicaB, '/api/auth/me', company.user.headers)).statusCode).toBe(401);
    pastTheBound();
    expect((await get(t.app, '/api/auth/me', company.user.headers)).statusCode).toBe(401);
  });

  it('refuses writes when the trial ends, even with the session cached', async () => {
    const company = await createCompanyWithUsers(t, { users: 0 });
    await t.db.insert(subscriptions).values({
      companyId: company.companyId,
      status: 'trialing',
      trialEndsAt: new Date(clock.now().getTime() + 2_000),
    });
    expect((await createTeamOn(t.app, company.admin.headers)).statusCode).toBe(201);
    // Still within the bound: the entry read above is what the guard uses.
    clock.advanceMs(3_000);
    const refused = await createTeamOn(t.app, company.admin.headers);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toBe(billingMessages.readOnly.trial_ended);
  });

  it('lets a read-only company write at once after a payment on the same replica', async () => {
    const plan = await createPlan(t);
    const { company, subscription } = await createEfiSubscription(t, plan);
    await t.db
      .update(subscriptions)
      .set({ status: 'past_due', pastDueSince: new Date('2026-01-01T00:00:00Z') })
      .where(eq(subscriptions.id, subscription.id));
    expect((await createTeamOn(t.app, company.admin.headers)).statusCode).toBe(402);
    // The first charge is paid at the simulator; its callback is processed on this replica.
    await deliverAndProcess(t);
    expect((await subscriptionRow(t, subscription.id)).status).toBe('active');
    expect((await createTeamOn(t.app, company.admin.headers)).statusCode).toBe(201);
  });
});
