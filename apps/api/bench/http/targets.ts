import type { Company } from './seed';
import type { RequestSpec, Target } from './types';

/** What a screen asks for by default (first page of 20); routes not listed take no query. */
const DEFAULT_QUERY: Record<string, string> = {
  '/api/objectives/': 'page=1&limit=20',
  '/api/evolution/': 'scope=company',
  // Without a query the search answers 400 (the bench measured errors).
  '/api/search/': 'q=objetivo',
  // The tree's and the coverage's "Carregar mais": the group aligned to no pillar.
  '/api/objectives/tree/nodes': 'pillarId=none',
  '/api/planning/coverage/objectives': 'pillarId=none',
  // The presentation's second page of slides.
  '/api/presentation/slides': 'offset=10',
};

/** The same route measured with other parameters, each as its own target. */
const VARIANTS = (company: Company, large: boolean): string[] => [
  `/api/evolution/?scope=key_result&id=${company.keyResultId}`,
  `/api/objectives/?page=1&limit=20&teamId=${company.teamId}`,
  `/api/objectives/tree/nodes?parentId=${company.objectiveId}`,
  ...(large ? ['/api/objectives/?page=100&limit=20'] : []),
];

/**
 * `{id}` is the company's record of the resource named just before it (`/api/teams/{id}` -> a
 * team, `/api/integrations/webhooks/{id}/deliveries` -> a webhook endpoint).
 */
function fillPath(path: string, company: Company): string {
  const ids: Record<string, string> = {
    teams: company.teamId,
    users: company.userId,
    cycles: company.cycleId,
    objectives: company.objectiveId,
    'key-results': company.keyResultId,
    kpis: company.kpiId,
    webhooks: company.webhookId,
  };
  const resource = path.split('/{id}')[0]?.split('/').pop() ?? '';
  const filled = path.replace('{id}', ids[resource] ?? `missing-id-for-${resource}`);
  const query = DEFAULT_QUERY[path];
  return query ? `${filled}?${query}` : filled;
}

export const OKR_LIST = '/api/objectives/?page=1&limit=20';
export const DASHBOARD = '/api/dashboard/';
export const CHECK_IN_POST = 'POST /api/key-results/{id}/check-ins';
export const MIX = 'mix';

export const checkInPost = (company: Company): RequestSpec => ({
  method: 'POST',
  paths: company.keyResultIds.map((id) => `/api/key-results/${id}/check-ins`),
  body: 'check-in',
});

/**
 * A session on the app: the OKR list most, then the dashboard and objective pages, a key
 * result's check-ins and evolution, and one check-in per 12 requests. Objectives and key
 * results rotate over the company's open ones.
 */
function mix(company: Company): RequestSpec[] {
  const get = (paths: string[], times: number): RequestSpec[] =>
    Array.from({ length: times }, () => ({ method: 'GET', paths }));
  return [
    ...get([OKR_LIST], 4),
    ...get([DASHBOARD], 2),
    ...get(
      company.objectiveIds.map((id) => `/api/objectives/${id}`),
      2,
    ),
    ...get(
      company.keyResultIds.map((id) => `/api/key-results/${id}/check-ins`),
      1,
    ),
    ...get(
      company.keyResultIds.map((id) => `/api/evolution/?scope=key_result&id=${id}`),
      1,
    ),
    ...get(['/api/auth/me'], 1),
    checkInPost(company),
  ];
}

/** Every read of `readPaths` (plus variants), the check-in POST and the mix for one company. */
export function companyTargets(options: {
  group: string;
  company: Company;
  readPaths: string[];
  baseUrl: string;
  token: string;
  cpuRoots: number[];
  databaseRoots?: number[];
  large: boolean;
}): Target[] {
  const { group, company } = options;
  const base = {
    group,
    baseUrl: options.baseUrl,
    headers: { authorization: `Bearer ${options.token}` },
    settlePath: '/api/health',
    cpuRoots: options.cpuRoots,
    databaseRoots: options.databaseRoots,
  };
  const reads = [
    ...options.readPaths.map((path) => fillPath(path, company)),
    ...VARIANTS(company, options.large),
  ].map(
    (url): Target => ({
      ...base,
      name: `${group} GET ${url}`,
      kind: 'read',
      label: `GET ${url.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}`,
      requests: [{ method: 'GET', paths: [url] }],
    }),
  );
  return [
    ...reads,
    {
      ...base,
      name: `${group} ${CHECK_IN_POST}`,
      kind: 'write',
      label: CHECK_IN_POST,
      requests: [checkInPost(company)],
    },
    { ...base, name: `${group} ${MIX}`, kind: 'mix', label: MIX, requests: mix(company) },
  ];
}

export function anchorTarget(label: string, baseUrl: string, cpuRoots: number[]): Target {
  return {
    name: `anchor ${label}`,
    group: 'anchor',
    kind: 'anchor',
    label,
    baseUrl,
    headers: {},
    requests: [{ method: 'GET', paths: ['/'] }],
    settlePath: '/',
    cpuRoots,
  };
}
