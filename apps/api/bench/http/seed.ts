import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../../src/db/database';
import { seedDefaultPlans } from '../../src/features/billing/plans.seed';
import { startTrial } from '../../src/features/billing/public';
import { hashPassword } from '../../src/lib/password';
import { addCheckIns, LARGE, queryRows, refreshCaches, seedLargeCompany } from '../seed-large';
import { keepSeededState } from './reset';
import { listCustomerReads } from './routes';
import { seedNeighbourCompanies } from './seed-neighbours';
import { SMALL_LOGIN, seedSmallCompany } from './seed-small';

/** Real records of one company, for route params and for rotating over many records. */
export interface Company {
  companyId: string;
  login: { email: string; password: string };
  cycleId: string;
  objectiveId: string;
  keyResultId: string;
  teamId: string;
  userId: string;
  /** A KPI (the one first by name), for `/api/kpis/{id}`. */
  kpiId: string;
  /** A webhook endpoint with a history of deliveries, for `/api/webhooks/{id}/deliveries`. */
  webhookId: string;
  /** Open objectives and their key results of the active cycle (the admin may check in on any). */
  objectiveIds: string[];
  keyResultIds: string[];
}

export interface Seeded {
  small: Company;
  large?: Company;
  /** Authenticated customer GET routes (OpenAPI paths). */
  readPaths: string[];
}

const LARGE_LOGIN = { email: 'pessoa00001@bench.test', password: 'bench-password' };
/** Check-ins per key result of the large company (weekly-ish, like the small one's ten weeks). */
const LARGE_CHECK_INS_PER_KEY_RESULT = 4;
const ROTATION = 200;
/** Deliveries of the seeded webhook endpoint: more than one page of its history (20). */
const WEBHOOK_DELIVERIES = 60;

/**
 * One webhook endpoint and its delivery history, written directly: reading the history never
 * unseals the secret. It listens only to `cycle.closed`, which the bench never does, so the
 * server sends nothing to this URL: subscribed to check-ins, every POST queued a delivery that
 * failed and retried, and the POST measured the job queue's backlog (3 % of one-query, not 12 %).
 */
async function seedWebhookEndpoint(db: Database, companyId: string): Promise<string> {
  const [endpoint] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO webhook_endpoints (company_id, url, events, secret_sealed)
      VALUES (${companyId}, 'https://hooks.bench.test/rumo', ARRAY['cycle.closed'], 'bench')
      RETURNING id`,
  );
  if (!endpoint) throw new Error('webhook endpoint not written');
  await db.execute(sql`
    INSERT INTO webhook_deliveries (company_id, endpoint_id, message_id, event_type, payload,
      status, attempt, http_status, response_ms, last_attempt_at, created_at)
    SELECT ${companyId}, ${endpoint.id}, 'msg_bench_' || n, 'cycle.closed', '{}', 'succeeded',
      1, 200, 40, now() - n * interval '1 hour', now() - n * interval '1 hour'
    FROM generate_series(1, ${WEBHOOK_DELIVERIES}) AS n`);
  return endpoint.id;
}

async function gather(db: Database, companyId: string, login: Company['login']) {
  const open = await queryRows<{ objective_id: string; key_result_id: string; cycle_id: string }>(
    db,
    sql`
    SELECT o.id objective_id, k.id key_result_id, o.cycle_id FROM objectives o
    JOIN cycles c ON c.id = o.cycle_id JOIN key_results k ON k.objective_id = o.id
    WHERE o.company_id = ${companyId} AND c.status = 'active' AND o.status = 'active'
    ORDER BY o.created_at, o.id, k.position LIMIT ${ROTATION}`,
  );
  const [team] = await queryRows<{ id: string }>(
    db,
    sql`SELECT t.id FROM teams t WHERE t.company_id = ${companyId} AND EXISTS
      (SELECT 1 FROM team_members m WHERE m.team_id = t.id) ORDER BY t.name LIMIT 1`,
  );
  const [user] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM users WHERE company_id = ${companyId} AND role = 'user' ORDER BY email LIMIT 1`,
  );
  const [kpi] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM kpis WHERE company_id = ${companyId} AND NOT archived ORDER BY name, id LIMIT 1`,
  );
  const webhookId = await seedWebhookEndpoint(db, companyId);
  const first = open[0];
  if (!first || !team || !user || !kpi)
    throw new Error(`company ${companyId} lacks records to measure`);
  return {
    companyId,
    login,
    cycleId: first.cycle_id,
    objectiveId: first.objective_id,
    keyResultId: first.key_result_id,
    teamId: team.id,
    userId: user.id,
    kpiId: kpi.id,
    webhookId,
    objectiveIds: [...new Set(open.map((row) => row.objective_id))],
    keyResultIds: open.map((row) => row.key_result_id),
  };
}

async function seedLarge(db: Database): Promise<Company> {
  const { companyId, cycleId } = await seedLargeCompany(
    db,
    await hashPassword(LARGE_LOGIN.password),
  );
  const keyResults = LARGE.objectives * LARGE.keyResultsPerObjective;
  await addCheckIns(db, companyId, keyResults, LARGE_CHECK_INS_PER_KEY_RESULT);
  await startTrial(db, companyId, 14, new Date());
  await refreshCaches(db, companyId, cycleId);
  return gather(db, companyId, LARGE_LOGIN);
}

/** Creates the database `name` on the server of `serverUrl` and returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates and seeds (PostgreSQL with `databaseUrl`, else PGlite in `pgliteDir`). */
export async function seed(options: {
  databaseUrl?: string;
  pgliteDir?: string;
  large: boolean;
}): Promise<Seeded> {
  const started = performance.now();
  const database = await openDatabase({ ...options, durable: false });
  try {
    await database.migrate();
    const { db } = database;
    await seedDefaultPlans(db);
    const { companyId } = await seedSmallCompany(db);
    const small = await gather(db, companyId, SMALL_LOGIN);
    await seedNeighbourCompanies(db);
    const large = options.large ? await seedLarge(db) : undefined;
    if (!options.large) await db.execute(sql`ANALYZE`);
    if (options.databaseUrl) await keepSeededState(db);
    const readPaths = await listCustomerReads(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  semeado em ${seconds} s (${options.databaseUrl ? 'PostgreSQL' : 'PGlite'})`);
    return { small, large, readPaths };
  } finally {
    await database.close();
  }
}
