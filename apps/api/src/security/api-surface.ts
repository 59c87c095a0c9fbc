import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  createPillar,
  createTeam,
  type FixtureCompany,
} from '../test/okr-fixtures';
import type { TestApp } from '../test/test-app';

/** One operation of the OpenAPI document. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, e.g. `/api/teams/{id}`. */
  path: string;
  authenticated: boolean;
  bodyProperties: string[];
  queryParams: string[];
  multipart: boolean;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every route of the API as its OpenAPI document lists it, so new routes are covered too. */
export function listOperations(app: App): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema?.properties ?? {};
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        authenticated: Array.isArray(op.security) && op.security.length > 0,
        bodyProperties: Object.keys(json),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        multipart:
          path.endsWith('/avatar') || path.endsWith('/logo') || path.startsWith('/api/okr-import/'),
      };
    }),
  );
}

/** Company A (with one record of each kind) and company B, each with signed-in people. */
export interface SecurityWorld {
  a: FixtureCompany;
  b: FixtureCompany;
  /** Company A's record for each resource segment of the paths (`teams`, `objectives`...). */
  idsOfA: Record<string, string>;
}

export async function buildSecurityWorld(t: TestApp): Promise<SecurityWorld> {
  const a = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Empresa A' });
  const b = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Empresa B' });
  const team = await createTeam(t, a.companyId, { memberIds: [a.user.id] });
  const cycle = await createCycle(t, a.companyId);
  const pillar = await createPillar(t, a.companyId);
  const objective = await createObjective(t, {
    companyId: a.companyId,
    cycleId: cycle.id,
    ownerId: a.admin.id,
    keyResults: [{}],
  });
  const keyResultId = objective.keyResultIds[0] ?? '';
  const kpi = await t.app.inject({
    method: 'POST',
    url: '/api/kpis',
    headers: a.admin.headers,
    payload: {
      name: 'NPS',
      ownerId: a.admin.id,
      unit: 'number',
      decimals: 0,
      direction: 'higher_better',
      green: 50,
      amber: 30,
      period: 'monthly',
    },
  });
  const checkIn = await t.app.inject({
    method: 'POST',
    url: `/api/key-results/${keyResultId}/check-ins`,
    headers: a.admin.headers,
    payload: { value: 10, confidence: 'on_track', comment: 'ok' },
  });
  const initiative = await t.app.inject({
    method: 'POST',
    url: `/api/key-results/${keyResultId}/initiatives`,
    headers: a.admin.headers,
    payload: { title: 'Iniciativa de A', ownerId: a.admin.id },
  });
  const domain = await t.app.inject({
    method: 'POST',
    url: '/api/sso-domains',
    headers: a.admin.headers,
    payload: { domain: 'empresa-a.test' },
  });
  const identityProvider = await t.app.inject({
    method: 'POST',
    url: '/api/sso/providers/oidc',
    headers: a.admin.headers,
    payload: { preset: 'google', clientId: 'cliente-a', clientSecret: 'segredo-de-a' },
  });
  // Port 1 refuses at once: "Enviar teste" and "Reenviar" log a failed attempt.
  const webhook = await t.app.inject({
    method: 'POST',
    url: '/api/integrations/webhooks',
    headers: a.admin.headers,
    payload: { url: 'http://127.0.0.1:1/hook', events: ['checkin.created'] },
  });
  return {
    a,
    b,
    idsOfA: {
      integrations: webhook.json().webhook?.id ?? randomUUID(),
      'sso-domains': domain.json().id ?? randomUUID(),
      initiatives: initiative.json().id ?? randomUUID(),
      teams: team.id,
      users: a.user.id,
      cycles: cycle.id,
      pillars: pillar.id,
      objectives: objective.id,
      'key-results': keyResultId,
      'check-ins': checkIn.json().id ?? randomUUID(),
      kpis: kpi.json().id ?? randomUUID(),
      sso: identityProvider.json().id ?? randomUUID(),
    },
  };
}

/**
 * The operation's URL with `{id}` set to company A's record of that resource (`teams`), or on
 * the backoffice to the record named `backoffice/<resource>` (`backoffice/leads`).
 */
export function urlFor(operation: Operation, idsOfA: Record<string, string>, id?: string): string {
  const segments = operation.path.split('/');
  const resource =
    segments[2] === 'backoffice' ? `backoffice/${segments[3] ?? ''}` : (segments[2] ?? '');
  return operation.path.replace('{id}', id ?? idsOfA[resource] ?? randomUUID());
}

/**
 * Records the backoffice's `{id}` routes can reach (a lead, company A's subscription... where
 * they exist), keyed like `urlFor` looks them up; merge them into `idsOfA`.
 */
export async function backofficeIds(
  t: TestApp,
  world: SecurityWorld,
  staffHeaders: Record<string, string>,
): Promise<Record<string, string>> {
  await t.app.inject({
    method: 'POST',
    url: '/api/leads/beta',
    payload: {
      name: 'Pessoa Interessada',
      email: `lead-${randomUUID().slice(0, 8)}@rumo.test`,
      company: 'Empresa Interessada',
      companySize: '11-50',
    },
  });
  const ids: Record<string, string> = {
    'backoffice/companies': world.a.companyId,
    'backoffice/users': randomUUID(),
  };
  for (const resource of ['leads', 'subscriptions', 'payments', 'webhooks']) {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/${resource}?limit=1`,
      headers: staffHeaders,
    });
    const first = (list.json() as { data?: { id?: string }[] }).data?.[0]?.id;
    if (first) ids[`backoffice/${resource}`] = first;
  }
  return ids;
}
