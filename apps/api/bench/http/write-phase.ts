import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Options } from './options';
import { type LoadClient, measure } from './runner';
import type { Company } from './seed';
import { checkInPost } from './targets';
import type { RequestSpec, Target } from './types';

// Issue 24: months of writes before the misses are measured again. Three check-ins for every
// key-result edit (a title revised, as people do), through the API at the run's connections,
// until `options.writes` were answered 2xx; half to each company. No reset and no manual VACUUM
// after it: the after-writes stage reads what autovacuum, as configured, has left.

const CHUNK_SECONDS = 20;
const EDIT_SUFFIX = ' (revisado)';

/** PUT bodies for the company's rotated key results: each as stored, its title revised. */
async function keyResultEdits(databaseUrl: string, company: Company): Promise<RequestSpec> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, string | number | null>>(
      `SELECT id, title, type, start_value, target_value, unit, custom_unit, decimals, weight,
         owner_id, due_date::text due_date, kpi_id
       FROM key_results WHERE id = ANY($1::uuid[])`,
      [company.keyResultIds],
    );
    return {
      method: 'PUT',
      paths: rows.map((row) => `/api/key-results/${row.id}`),
      bodies: rows.map((row) =>
        JSON.stringify({
          title: `${String(row.title).replace(EDIT_SUFFIX, '')}${EDIT_SUFFIX}`.slice(0, 200),
          type: row.type,
          start: row.start_value,
          target: row.target_value,
          unit: row.unit,
          customUnit: row.custom_unit ?? undefined,
          decimals: row.decimals,
          weight: row.weight,
          ownerId: row.owner_id,
          dueDate: row.due_date,
          kpiId: row.kpi_id ?? undefined,
        }),
      ),
    };
  } finally {
    await client.end();
  }
}

export interface WritePhaseResult {
  answered: number;
  failed: number;
  seconds: number;
  perSecond: number;
}

export async function writePhase(
  client: LoadClient,
  options: Options,
  env: {
    databaseUrl: string;
    companies: { company: Company; target: Omit<Target, 'requests' | 'name' | 'kind' | 'label'> }[];
  },
): Promise<WritePhaseResult> {
  const targets: Target[] = [];
  for (const { company, target } of env.companies) {
    const check = checkInPost(company);
    targets.push({
      ...target,
      name: `${target.group} write phase`,
      kind: 'write',
      label: 'write phase',
      requests: [check, check, check, await keyResultEdits(env.databaseUrl, company)],
    });
  }
  console.log(`Fase de escritas: ${options.writes.toLocaleString('en-US')} check-ins e edições…`);
  const started = performance.now();
  let answered = 0;
  let failed = 0;
  for (let turn = 0; answered < options.writes; turn++) {
    const target = targets[turn % targets.length];
    if (!target) break;
    const m = await measure(client, target, {
      connections: options.connections,
      durationSeconds: CHUNK_SECONDS,
      round: 0,
      seq: turn,
    });
    answered += m.ok2xx;
    failed += m.non2xx + m.errors + m.timeouts;
    console.log(
      `  ${target.group}: ${Math.round(m.reqPerSec)} req/s; ${answered.toLocaleString('en-US')} escritas${failed > 0 ? `, ${failed} falhas ${JSON.stringify(m.statusCodes)}` : ''}`,
    );
    if (m.ok2xx === 0) throw new Error(`write phase: ${target.group} answered no 2xx`);
  }
  const seconds = (performance.now() - started) / 1000;
  return { answered, failed, seconds, perSecond: answered / seconds };
}
