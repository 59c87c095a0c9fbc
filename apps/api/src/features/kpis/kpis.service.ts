import type { Paginated } from '@rumo/shared/common/pagination';
import {
  type Kpi,
  type KpiDetail,
  type KpiPoint,
  type KpiValue,
  type kpiBodySchema,
  type kpiListQuerySchema,
  kpiMessages,
  type kpiValueBodySchema,
} from '@rumo/shared/kpis/contracts';
import { kpiPeriodStart, kpiStatus } from '@rumo/shared/kpis/rules';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { type DomainContext, inTransaction } from '../../events/domain-events';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import {
  findKpi,
  findKpiWithValues,
  findTeamLeader,
  insertKpi,
  isCompanyPerson,
  type KpiFields,
  type KpiListRow,
  listKpis,
  listValues,
  recentValues,
  updateKpi,
  upsertValues,
} from './kpis.repository';

export const kpiErrorCodes = {
  unknownTeam: 'UNKNOWN_TEAM',
  unknownOwner: 'UNKNOWN_USER',
  archived: 'KPI_ARCHIVED',
  importInvalid: 'KPI_IMPORT_INVALID',
} as const;

type KpiInput = z.output<typeof kpiBodySchema>;
type Actor = Pick<AuthUser, 'id' | 'companyId' | 'role'>;

/** The key results that move a KPI, asked of the objectives above (app.ts hands it in). */
export type LinkedKeyResults = (
  db: Database,
  reader: Actor,
  kpiId: string,
) => Promise<KpiDetail['keyResults']>;

const isAdmin = (actor: Actor) => actor.role === 'admin';

/** Admins manage every KPI; a team's leader manages the team's. */
export function canManage(actor: Actor, row: Pick<KpiListRow, 'kpi' | 'teamLeaderId'>): boolean {
  return isAdmin(actor) || (row.kpi.teamId !== null && row.teamLeaderId === actor.id);
}

/** Who manages it, and its owner, record values. */
export function canRecord(actor: Actor, row: Pick<KpiListRow, 'kpi' | 'teamLeaderId'>): boolean {
  return canManage(actor, row) || row.kpi.ownerId === actor.id;
}

function toKpi(actor: Actor, row: KpiListRow, recent: KpiPoint[]): Kpi {
  const { kpi } = row;
  const latest = recent.at(-1) ?? null;
  return {
    id: kpi.id,
    name: kpi.name,
    description: kpi.description,
    team: kpi.teamId && row.teamName !== null ? { id: kpi.teamId, name: row.teamName } : null,
    owner: { id: kpi.ownerId, name: row.ownerName, avatar: row.ownerAvatar },
    unit: kpi.unit,
    customUnit: kpi.customUnit,
    decimals: kpi.decimals,
    direction: kpi.direction,
    green: kpi.green,
    amber: kpi.amber,
    period: kpi.period,
    archived: kpi.archived,
    latest,
    status: kpiStatus(latest?.value ?? null, kpi),
    recent,
    canManage: canManage(actor, row),
    canRecord: canRecord(actor, row),
  };
}

/** Two statements: the page (with its total) and the latest values of its KPIs. */
export async function getKpis(
  db: Database,
  actor: Actor,
  query: z.output<typeof kpiListQuerySchema>,
): Promise<Paginated<Kpi>> {
  const { rows, total } = await listKpis(db, actor.companyId, query);
  const recent = await recentValues(
    db,
    rows.map((row) => row.kpi.id),
  );
  return {
    data: rows.map((row) => toKpi(actor, row, recent.get(row.kpi.id) ?? [])),
    page: query.page,
    limit: query.limit,
    total,
  };
}

async function requireKpi(db: Database, companyId: string, id: string): Promise<KpiListRow> {
  const row = await findKpi(db, companyId, id);
  if (!row) throw notFound(kpiMessages.notFound);
  return row;
}

async function kpiView(db: Database, actor: Actor, id: string): Promise<Kpi> {
  const row = await requireKpi(db, actor.companyId, id);
  const recent = await recentValues(db, [id]);
  return toKpi(actor, row, recent.get(id) ?? []);
}

/** Two statements: the KPI with its values, the key results linked to it. */
export async function getKpiDetail(
  db: Database,
  linkedKeyResults: LinkedKeyResults,
  actor: Actor,
  id: string,
): Promise<KpiDetail> {
  const found = await findKpiWithValues(db, actor.companyId, id);
  if (!found) throw notFound(kpiMessages.notFound);
  const { values, ...row } = found;
  const keyResults = await linkedKeyResults(db, actor, id);
  const recent = values
    .slice(0, 12)
    .reverse()
    .map(({ periodStart, value }) => ({ periodStart, value }));
  return { ...toKpi(actor, row, recent), values, keyResults };
}

/** The team exists in the company, and the actor may manage its KPIs (admins: any team). */
async function assertManagesTeam(db: Database, actor: Actor, teamId: string | null) {
  if (teamId === null) {
    if (!isAdmin(actor)) throw forbidden(kpiMessages.forbiddenManage);
    return;
  }
  const team = await findTeamLeader(db, actor.companyId, teamId);
  if (!team) throw badRequest(kpiErrorCodes.unknownTeam, kpiMessages.unknownTeam);
  if (!isAdmin(actor) && team.leaderId !== actor.id) {
    throw forbidden(kpiMessages.forbiddenManage);
  }
}

async function fieldsOf(db: Database, actor: Actor, input: KpiInput): Promise<KpiFields> {
  if (!(await isCompanyPerson(db, actor.companyId, input.ownerId))) {
    throw badRequest(kpiErrorCodes.unknownOwner, kpiMessages.unknownOwner);
  }
  return {
    name: input.name,
    description: input.description,
    teamId: input.teamId,
    ownerId: input.ownerId,
    unit: input.unit,
    customUnit: input.unit === 'custom' ? input.customUnit : null,
    decimals: input.decimals,
    direction: input.direction,
    green: input.green,
    amber: input.amber,
    period: input.period,
  };
}

export async function createKpi(ctx: DomainContext, actor: Actor, input: KpiInput): Promise<Kpi> {
  await assertManagesTeam(ctx.db, actor, input.teamId);
  const fields = await fieldsOf(ctx.db, actor, input);
  const row = await inTransaction(ctx, (tx) =>
    insertKpi(tx, { ...fields, companyId: actor.companyId }),
  );
  return kpiView(ctx.db, actor, row.id);
}

async function requireManaged(db: Database, actor: Actor, id: string): Promise<KpiListRow> {
  const row = await requireKpi(db, actor.companyId, id);
  if (!canManage(actor, row)) throw forbidden(kpiMessages.forbiddenManage);
  return row;
}

export async function updateKpiFields(
  ctx: DomainContext,
  actor: Actor,
  id: string,
  input: KpiInput,
): Promise<Kpi> {
  const row = await requireManaged(ctx.db, actor, id);
  if (input.teamId !== row.kpi.teamId) await assertManagesTeam(ctx.db, actor, input.teamId);
  const fields = await fieldsOf(ctx.db, actor, input);
  await inTransaction(ctx, (tx) => updateKpi(tx, actor.companyId, id, fields));
  return kpiView(ctx.db, actor, id);
}

export async function setArchived(
  ctx: DomainContext,
  actor: Actor,
  id: string,
  archived: boolean,
): Promise<Kpi> {
  await requireManaged(ctx.db, actor, id);
  await inTransaction(ctx, (tx) => updateKpi(tx, actor.companyId, id, { archived }));
  return kpiView(ctx.db, actor, id);
}

/** The KPI, when the actor may record its values and it is not archived. */
export async function requireRecordable(
  db: Database,
  actor: Actor,
  id: string,
): Promise<KpiListRow> {
  const row = await requireKpi(db, actor.companyId, id);
  if (!canRecord(actor, row)) throw forbidden(kpiMessages.forbiddenRecord);
  if (row.kpi.archived) throw conflict(kpiErrorCodes.archived, kpiMessages.archived);
  return row;
}

/** One value per period: a second value for the same period replaces the first. */
export async function recordValue(
  ctx: DomainContext,
  actor: Actor,
  id: string,
  input: z.output<typeof kpiValueBodySchema>,
): Promise<KpiValue> {
  const { kpi } = await requireRecordable(ctx.db, actor, id);
  const periodStart = kpiPeriodStart(kpi.period, input.periodStart);
  const [written] = await inTransaction(ctx, (tx) =>
    upsertValues(tx, kpi, actor.id, [{ periodStart, value: input.value, note: input.note }]),
  );
  if (!written) throw new Error('kpi value upsert returned no row');
  const [saved] = await listValues(ctx.db, id, written.id);
  if (!saved) throw new Error('kpi value upsert returned no row');
  return saved;
}
