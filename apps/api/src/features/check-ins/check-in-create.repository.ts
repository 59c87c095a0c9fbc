import type {
  Confidence,
  CycleStatus,
  KeyResultType,
  ObjectiveStatus,
} from '@rumo/shared/okr/key-result-types';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { DEFAULT_COMPANY_SETTINGS } from '../settings/public';

/** Rows of a raw statement; both drivers answer `{ rows }`, timestamps and dates as text. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** What a new check-in needs to know about its key result, objective, cycle and company. */
export type CheckInTarget = {
  id: string;
  title: string;
  ownerId: string;
  currentValue: number;
  confidence: Confidence | null;
  type: KeyResultType;
  startValue: number;
  targetValue: number;
  objectiveId: string;
  objectiveStatus: ObjectiveStatus;
  cycleId: string;
  cycleStatus: CycleStatus;
  cycleStart: string;
  cycleEnd: string;
  timeZone: string;
};

/**
 * The key result a check-in is about, with its objective, cycle and the company's time zone, in
 * one statement. Locks the objective and then the key result until the transaction ends (the
 * order objective updates take too): check-ins on one key result are written one after another,
 * each one's "before" being what the previous one left, and check-ins on one objective roll its
 * progress up one after another from fresh rows.
 */
export async function lockCheckInTarget(
  db: Database,
  companyId: string,
  keyResultId: string,
): Promise<CheckInTarget | undefined> {
  const [row] = await rowsOf<CheckInTarget>(
    db,
    sql`
    with locked_objective as (
      select o.id, o.status, o.cycle_id from key_results k join objectives o on o.id = k.objective_id
      where k.id = ${keyResultId} and k.company_id = ${companyId}
      for no key update of o
    )
    select kr.id, kr.title, kr.owner_id as "ownerId", kr.current_value as "currentValue",
      kr.confidence::text as confidence, kr.type::text as type, kr.start_value as "startValue",
      kr.target_value as "targetValue", lo.id as "objectiveId", lo.status::text as "objectiveStatus",
      c.id as "cycleId", c.status::text as "cycleStatus", c.start_date::text as "cycleStart",
      c.end_date::text as "cycleEnd",
      coalesce((select time_zone from company_settings where company_id = ${companyId}),
        ${DEFAULT_COMPANY_SETTINGS.timeZone}) as "timeZone"
    from key_results kr
    join locked_objective lo on lo.id = kr.objective_id
    join cycles c on c.id = lo.cycle_id
    where kr.id = ${keyResultId} and kr.company_id = ${companyId}
    for no key update of kr`,
  );
  return row;
}

export type NewCheckInValues = {
  companyId: string;
  keyResultId: string;
  authorId: string;
  value: number;
  previousValue: number;
  confidence: Confidence;
  previousConfidence: Confidence | null;
  comment: string | null;
  date: string;
};

export type InsertedCheckIn = {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** The check-in dated after this one, whose reading the key result keeps showing. */
  newerValue: number | null;
  newerConfidence: Confidence | null;
};

/**
 * Saves the check-in and, in the same statement, finds whether a check-in dated later exists (a
 * back-dated one adds history without overwriting a newer reading). `created_at` is the time of
 * the insert, not of the transaction's start: check-ins written one after another under the key
 * result's lock are ordered as they were written.
 */
export async function insertCheckInFindingNewer(
  db: Database,
  values: NewCheckInValues,
): Promise<InsertedCheckIn> {
  const [row] = await rowsOf<InsertedCheckIn>(
    db,
    sql`
    with newer as (
      select value, confidence from check_ins
      where key_result_id = ${values.keyResultId} and date > ${values.date}::date
      order by date desc, created_at desc, id desc limit 1
    ),
    inserted as (
      insert into check_ins (company_id, key_result_id, author_id, value, previous_value,
        confidence, previous_confidence, comment, date, created_at)
      values (${values.companyId}, ${values.keyResultId}, ${values.authorId}, ${values.value},
        ${values.previousValue}, ${values.confidence}, ${values.previousConfidence},
        ${values.comment}, ${values.date}, clock_timestamp())
      returning id, created_at, updated_at
    )
    select inserted.id, inserted.created_at::text as "createdAt",
      inserted.updated_at::text as "updatedAt", newer.value as "newerValue",
      newer.confidence::text as "newerConfidence"
    from inserted left join newer on true`,
  );
  if (!row) throw new Error('check-in insert returned no row');
  return row;
}

export type KeyResultChange = {
  companyId: string;
  keyResultId: string;
  objectiveId: string;
  current: number;
  confidence: Confidence | null;
  progress: number;
  lastCheckInAt: Date;
};

export type ActivityValues = {
  actorId: string;
  entityId: string;
  label: string;
  after: Record<string, unknown>;
};

/**
 * One statement: the key result takes its new reading, its objective the weighted progress
 * (rounded to one decimal like roundProgress) and worst confidence of its key results, and the
 * activity log the check-in. Answers the author as the check-in shows them.
 */
export async function applyCheckIn(
  db: Database,
  change: KeyResultChange,
  activity: ActivityValues,
): Promise<{ name: string; avatar: string | null }> {
  const { companyId, keyResultId, objectiveId } = change;
  const [row] = await rowsOf<{ name: string; avatar: string | null }>(
    db,
    sql`
    with moved as (
      update key_results set current_value = ${change.current}, confidence = ${change.confidence},
        last_check_in_at = ${change.lastCheckInAt.toISOString()}::timestamptz,
        progress = ${change.progress}, updated_at = now()
      where id = ${keyResultId} and company_id = ${companyId}
      returning progress, weight, confidence
    ),
    siblings as (
      select progress, weight, confidence from key_results
      where objective_id = ${objectiveId} and company_id = ${companyId} and id <> ${keyResultId}
      union all select progress, weight, confidence from moved
    ),
    -- objectiveProgress: weights <= 0 and non-finite numbers (NaN sorts above Infinity) are left
    -- out, progress is clamped to 0..100; the worst confidence is the enum's greatest.
    rolled as (
      select coalesce(sum(least(100, greatest(0, progress)) * weight) filter (where counted)
          / nullif(sum(weight) filter (where counted), 0), 0) as progress
      from (select *, weight > 0 and weight < 'Infinity' and progress < 'Infinity' as counted
        from siblings) as weighed
    ),
    rolled_up as (
      update objectives set progress = floor(rolled.progress * 10 + 0.5) / 10,
        confidence = (select max(confidence) from siblings), updated_at = now()
      from rolled where objectives.id = ${objectiveId} and objectives.company_id = ${companyId}
      returning objectives.id
    ),
    logged as (
      insert into activity_log (company_id, actor_id, entity_type, entity_id, objective_id,
        action, label, after)
      values (${companyId}, ${activity.actorId}, 'check_in', ${activity.entityId}, ${objectiveId},
        'created', ${activity.label}, ${JSON.stringify(activity.after)}::jsonb)
      returning id
    )
    select name, avatar from users
    where id = ${activity.actorId} and exists (select 1 from rolled_up) and exists (select 1 from logged)`,
  );
  if (!row) throw new Error('check-in sync returned no row');
  return row;
}
