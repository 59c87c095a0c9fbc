import type { KpiBody } from '@rumo/shared/kpis/contracts';
import type { TestApp } from '../../test/test-app';

/** A valid KPI body: monthly "NPS" (higher is better, green 50, amber 30), owned by `ownerId`. */
export function kpiBody(ownerId: string, changes: Partial<KpiBody> = {}): KpiBody {
  return {
    name: 'NPS',
    description: null,
    teamId: null,
    ownerId,
    unit: 'number',
    customUnit: null,
    decimals: 0,
    direction: 'higher_better',
    green: 50,
    amber: 30,
    period: 'monthly',
    ...changes,
  };
}

type Who = { headers: { authorization: string } };

export const kpiCall = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Who,
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** Creates a KPI as `who` (an admin, or the team's leader) and answers its id. */
export async function createKpi(t: TestApp, who: Who, body: KpiBody): Promise<string> {
  const response = await kpiCall(t, 'POST', '/api/kpis', who, body);
  if (response.statusCode !== 201) throw new Error(`kpi create: ${response.body}`);
  return response.json().id;
}
