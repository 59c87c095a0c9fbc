import type { KpiPoint, KpiValue } from '@rumo/shared/kpis/contracts';
import { and, asc, desc, eq, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { teams } from '../teams/public';
import { users } from '../users/public';
import { type KpiRow, kpis, kpiValues } from './kpis.table';

const owner = alias(users, 'owner');
const recorder = alias(users, 'recorder');

/** Values a sparkline shows. */
export const RECENT_POINTS = 12;
/** Values the detail lists (ten years of weeks). */
export const DETAIL_POINTS = 520;

const kpiColumns = {
  kpi: kpis,
  teamName: teams.name,
  teamLeaderId: teams.leaderId,
  ownerName: owner.name,
  ownerAvatar: owner.avatar,
};

export type KpiListRow = {
  kpi: KpiRow;
  teamName: string | null;
  teamLeaderId: string | null;
  ownerName: string;
  ownerAvatar: string | null;
};

export interface KpiListFilter {
  teamId?: string | undefined;
  archived: boolean;
  page: number;
  limit: number;
}

function listWhere(companyId: string, filter: KpiListFilter): SQL | undefined {
  const team =
    filter.teamId === 'company'
      ? isNull(kpis.teamId)
      : filter.teamId
        ? eq(kpis.teamId, filter.teamId)
        : undefined;
  return and(eq(kpis.companyId, companyId), eq(kpis.archived, filter.archived), team);
}

/** One page of KPIs with team and owner, and the total in the same statement. */
export async function listKpis(
  db: Database,
  companyId: string,
  filter: KpiListFilter,
): Promise<{ rows: KpiListRow[]; total: number }> {
  const rows = await db
    .select({ ...kpiColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(kpis)
    .leftJoin(teams, eq(teams.id, kpis.teamId))
    .innerJoin(owner, eq(owner.id, kpis.ownerId))
    .where(listWhere(companyId, filter))
    .orderBy(asc(sql`${kpis.teamId} is not null`), asc(sql`lower(${kpis.name})`), asc(kpis.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  // Past the last page the window counts nothing: ask for the total alone (rare).
  const total =
    rows[0]?.total ?? (filter.page > 1 ? await db.$count(kpis, listWhere(companyId, filter)) : 0);
  return { rows, total };
}

export async function findKpi(
  db: Database,
  companyId: string,
  id: string,
): Promise<KpiListRow | undefined> {
  const [row] = await db
    .select(kpiColumns)
    .from(kpis)
    .leftJoin(teams, eq(teams.id, kpis.teamId))
    .innerJoin(owner, eq(owner.id, kpis.ownerId))
    .where(and(eq(kpis.id, id), eq(kpis.companyId, companyId)));
  return row;
}

type KpiValueJson = Omit<KpiValue, 'updatedAt'> & { updatedAt: string };

/**
 * The KPI with team and owner and its values (newest first, at most `DETAIL_POINTS`) with who
 * recorded them, in one statement.
 */
export async function findKpiWithValues(
  db: Database,
  companyId: string,
  id: string,
): Promise<(KpiListRow & { values: KpiValue[] }) | undefined> {
  const [row] = await db
    .select({
      ...kpiColumns,
      values: sql<KpiValueJson[] | string>`(select coalesce(json_agg(json_build_object(
          'id', v.id, 'periodStart', v.period_start, 'value', v.value, 'note', v.note,
          'recordedBy', case when r.id is null then null
            else json_build_object('id', r.id, 'name', r.name, 'avatar', r.avatar) end,
          'updatedAt', v.updated_at) order by v.period_start desc), '[]')
        from (select * from ${kpiValues} where ${kpiValues.kpiId} = ${kpis.id}
          order by ${kpiValues.periodStart} desc limit ${sql.raw(String(DETAIL_POINTS))}) as v
        left join ${users} r on r.id = v.recorded_by)`,
    })
    .from(kpis)
    .leftJoin(teams, eq(teams.id, kpis.teamId))
    .innerJoin(owner, eq(owner.id, kpis.ownerId))
    .where(and(eq(kpis.id, id), eq(kpis.companyId, companyId)));
  if (!row) return undefined;
  // node-postgres parses json columns; PGlite may hand back the text.
  const values: KpiValueJson[] =
    typeof row.values === 'string' ? JSON.parse(row.values) : row.values;
  return {
    ...row,
    values: values.map((value) => ({
      ...value,
      updatedAt: new Date(value.updatedAt).toISOString(),
    })),
  };
}

/** The latest `count` values of each KPI, oldest first, in one statement (a window per KPI). */
export async function recentValues(
  db: Database,
  kpiIds: string[],
  count = RECENT_POINTS,
): Promise<Map<string, KpiPoint[]>> {
  const byKpi = new Map<string, KpiPoint[]>();
  if (kpiIds.length === 0) return byKpi;
  const ranked = db
    .select({
      kpiId: kpiValues.kpiId,
      periodStart: kpiValues.periodStart,
      value: kpiValues.value,
      rank: sql<number>`row_number() over (partition by ${kpiValues.kpiId}
        order by ${kpiValues.periodStart} desc)`.as('rank'),
    })
    .from(kpiValues)
    .where(inArray(kpiValues.kpiId, kpiIds))
    .as('ranked');
  const rows = await db
    .select({ kpiId: ranked.kpiId, periodStart: ranked.periodStart, value: ranked.value })
    .from(ranked)
    .where(lte(ranked.rank, count))
    .orderBy(asc(ranked.kpiId), asc(ranked.periodStart));
  for (const row of rows) {
    const points = byKpi.get(row.kpiId) ?? [];
    points.push({ periodStart: row.periodStart, value: row.value });
    byKpi.set(row.kpiId, points);
  }
  return byKpi;
}

/** A KPI's values with who recorded them, newest first (or the one value `valueId`). */
export async function listValues(
  db: Database,
  kpiId: string,
  valueId?: string,
): Promise<KpiValue[]> {
  const rows = await db
    .select({
      id: kpiValues.id,
      periodStart: kpiValues.periodStart,
      value: kpiValues.value,
      note: kpiValues.note,
      recorderId: recorder.id,
      recorderName: recorder.name,
      recorderAvatar: recorder.avatar,
      updatedAt: kpiValues.updatedAt,
    })
    .from(kpiValues)
    .leftJoin(recorder, eq(recorder.id, kpiValues.recordedBy))
    .where(and(eq(kpiValues.kpiId, kpiId), valueId ? eq(kpiValues.id, valueId) : undefined))
    .orderBy(desc(kpiValues.periodStart))
    .limit(DETAIL_POINTS);
  return rows.map((row) => ({
    id: row.id,
    periodStart: row.periodStart,
    value: row.value,
    note: row.note,
    recordedBy:
      row.recorderId && row.recorderName !== null
        ? { id: row.recorderId, name: row.recorderName, avatar: row.recorderAvatar }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Period starts already holding a value among `periodStarts`. */
export async function existingPeriods(
  db: Database,
  kpiId: string,
  periodStarts: string[],
): Promise<Set<string>> {
  if (periodStarts.length === 0) return new Set();
  const rows = await db
    .select({ periodStart: kpiValues.periodStart })
    .from(kpiValues)
    .where(and(eq(kpiValues.kpiId, kpiId), inArray(kpiValues.periodStart, periodStarts)));
  return new Set(rows.map((row) => row.periodStart));
}

export type KpiFields = Omit<KpiRow, 'id' | 'companyId' | 'archived' | 'createdAt' | 'updatedAt'>;

export async function insertKpi(
  db: Database,
  kpi: KpiFields & { companyId: string },
): Promise<KpiRow> {
  const [row] = await db.insert(kpis).values(kpi).returning();
  if (!row) throw new Error('kpi insert returned no row');
  return row;
}

export async function updateKpi(
  db: Database,
  companyId: string,
  id: string,
  changes: Partial<KpiFields> & { archived?: boolean },
): Promise<void> {
  await db
    .update(kpis)
    .set(changes)
    .where(and(eq(kpis.id, id), eq(kpis.companyId, companyId)));
}

export interface ValueInput {
  periodStart: string;
  value: number;
  note: string | null;
}

/** Writes each period's value, replacing the one already there (one statement). */
export async function upsertValues(
  db: Database,
  kpi: { id: string; companyId: string },
  recordedBy: string,
  values: ValueInput[],
): Promise<{ id: string }[]> {
  if (values.length === 0) return [];
  return db
    .insert(kpiValues)
    .values(
      values.map((value) => ({ ...value, kpiId: kpi.id, companyId: kpi.companyId, recordedBy })),
    )
    .onConflictDoUpdate({
      target: [kpiValues.kpiId, kpiValues.periodStart],
      set: {
        value: sql`excluded.value`,
        note: sql`excluded.note`,
        recordedBy: sql`excluded.recorded_by`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: kpiValues.id });
}

/** The team's leader, when the team is the company's. */
export async function findTeamLeader(
  db: Database,
  companyId: string,
  teamId: string,
): Promise<{ leaderId: string | null } | undefined> {
  const [row] = await db
    .select({ leaderId: teams.leaderId })
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.companyId, companyId)));
  return row;
}

/** True when the person is one of the company's people who may own a KPI (not disabled). */
export async function isCompanyPerson(
  db: Database,
  companyId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), ne(users.status, 'disabled')));
  return !!row;
}

/** Which of `ids` are the company's KPIs (a key result may link to those only), in one statement. */
export async function companyKpiIds(
  db: Database,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: kpis.id })
    .from(kpis)
    .where(and(eq(kpis.companyId, companyId), inArray(kpis.id, [...new Set(ids)])));
  return new Set(rows.map((row) => row.id));
}
