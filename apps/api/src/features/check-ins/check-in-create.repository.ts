import type {
  Confidence,
  CycleStatus,
  KeyResultType,
  ObjectiveStatus,
} from '@rumo/shared/okr/key-result-types';
import type { RawStatement, RawTransaction } from '../../db/raw-transaction';
import { DEFAULT_COMPANY_SETTINGS } from '../settings/public';

// The check-in POST is the hot write of the app (issue 9): its statements are fixed SQL texts,
// prepared once per connection on PostgreSQL, run through db/raw-transaction.

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

const LOCK_TARGET: RawStatement = {
  name: 'check_in_lock_target',
  text: `
    with locked_objective as (
      select o.id, o.status, o.cycle_id from key_results k join objectives o on o.id = k.objective_id
      where k.id = $2 and k.company_id = $1
      for no key update of o
    )
    select kr.id, kr.title, kr.owner_id as "ownerId", kr.current_value as "currentValue",
      kr.confidence::text as confidence, kr.type::text as type, kr.start_value as "startValue",
      kr.target_value as "targetValue", lo.id as "objectiveId", lo.status::text as "objectiveStatus",
      c.id as "cycleId", c.status::text as "cycleStatus", c.start_date::text as "cycleStart",
      c.end_date::text as "cycleEnd",
      coalesce((select time_zone from company_settings where company_id = $1), $3::text)
        as "timeZone"
    from key_results kr
    join locked_objective lo on lo.id = kr.objective_id
    join cycles c on c.id = lo.cycle_id
    where kr.id = $2 and kr.company_id = $1
    for no key update of kr`,
};

/**
 * The key result a check-in is about, with its objective, cycle and the company's time zone, in
 * one statement. Locks the objective and then the key result until the transaction ends (the
 * order objective updates take too): check-ins on one key result are written one after another,
 * each one's "before" being what the previous one left, and check-ins on one objective roll its
 * progress up one after another from fresh rows (the next statements take a new snapshot).
 */
export async function lockCheckInTarget(
  tx: RawTransaction,
  companyId: string,
  keyResultId: string,
): Promise<CheckInTarget | undefined> {
  const [row] = await tx.query<CheckInTarget>(LOCK_TARGET, [
    companyId,
    keyResultId,
    DEFAULT_COMPANY_SETTINGS.timeZone,
  ]);
  return row;
}

export type NewCheckIn = {
  companyId: string;
  keyResultId: string;
  objectiveId: string;
  cycleId: string;
  authorId: string;
  value: number;
  previousValue: number;
  confidence: Confidence;
  previousConfidence: Confidence | null;
  comment: string | null;
  date: string;
  /** The company's today: the day whose evolution snapshot the refresh job stores. */
  today: string;
  /** The key result's progress at `value` (applied unless a check-in dated later exists). */
  progress: number;
  /** The activity entry's label and "after". */
  label: string;
  after: Record<string, unknown>;
};

export type WrittenCheckIn = {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** The check-in dated after this one, whose reading the key result keeps showing. */
  newerValue: number | null;
  newerConfidence: Confidence | null;
  authorName: string;
  authorAvatar: string | null;
};

/**
 * The objective's roll-up after `moved` (the key result's new row; $1 company, $2 key result,
 * $3 objective), as objectiveProgress: weights <= 0 and non-finite numbers (NaN sorts above
 * Infinity) are left out, progress is clamped to 0..100; the worst confidence is the enum's
 * greatest (read from `siblings`).
 */
const ROLL_UP = `siblings as (
      select progress, weight, confidence from key_results
      where objective_id = $3 and company_id = $1 and id <> $2
      union all select progress, weight, confidence from moved
    ),
    rolled as (
      select coalesce(sum(least(100, greatest(0, progress)) * weight) filter (where counted)
          / nullif(sum(weight) filter (where counted), 0), 0) as progress
      from (select *, weight > 0 and weight < 'Infinity' and progress < 'Infinity' as counted
        from siblings) as weighed
    )`;

// Parameters: $1 company, $2 key result, $3 objective, $4 author, $5 value, $6 previous value,
// $7 confidence, $8 previous confidence, $9 comment, $10 date, $11 progress, $12 label,
// $13 activity "after", $14 cycle, $15 today.
const WRITE_CHECK_IN: RawStatement = {
  name: 'check_in_write',
  text: `
    with newer as (
      select value, confidence from check_ins
      where key_result_id = $2 and date > $10::date
      order by date desc, created_at desc, id desc limit 1
    ),
    inserted as (
      insert into check_ins (company_id, key_result_id, author_id, value, previous_value,
        confidence, previous_confidence, comment, date, created_at)
      values ($1, $2, $4, $5, $6, $7, $8, $9, $10, clock_timestamp())
      returning id, created_at, updated_at
    ),
    moved as (
      update key_results set current_value = $5, confidence = $7,
        last_check_in_at = (select created_at from inserted), progress = $11, updated_at = now()
      where id = $2 and company_id = $1 and not exists (select 1 from newer)
      returning progress, weight, confidence
    ),
    ${ROLL_UP},
    rolled_up as (
      update objectives set progress = floor(rolled.progress * 10 + 0.5) / 10,
        confidence = (select max(confidence) from siblings), updated_at = now()
      from rolled where objectives.id = $3 and objectives.company_id = $1
        and exists (select 1 from moved)
      returning objectives.id
    ),
    logged as (
      insert into activity_log (company_id, actor_id, entity_type, entity_id, objective_id,
        action, label, after)
      select $1, $4, 'check_in', inserted.id, $3, 'created', $12, $13::jsonb from inserted
      returning id
    ),
    marked as (
      insert into evolution_refresh_marks as m (objective_id, company_id, cycle_id, day)
      values ($3, $1, $14, $15)
      on conflict (objective_id) do update set cycle_id = excluded.cycle_id,
        day = greatest(m.day, excluded.day), token = gen_random_uuid()
      returning objective_id
    )
    select inserted.id, inserted.created_at::text as "createdAt",
      inserted.updated_at::text as "updatedAt", newer.value as "newerValue",
      newer.confidence::text as "newerConfidence", users.name as "authorName",
      users.avatar as "authorAvatar"
    from inserted left join newer on true join users on users.id = $4`,
};

/**
 * The whole check-in in one statement, with a fresh snapshot taken after lockCheckInTarget's
 * locks: finds whether a check-in dated later exists (a back-dated one adds history without
 * overwriting a newer reading); saves the check-in; unless a newer one exists, gives the key
 * result its new reading and its objective the weighted progress (rounded to one decimal like
 * roundProgress) and worst confidence of its key results; logs the activity; and marks the
 * objective for the evolution refresh job. `created_at` is the time of the insert, not of the
 * transaction's start: check-ins written one after another under the lock keep their order.
 */
export async function writeCheckIn(
  tx: RawTransaction,
  values: NewCheckIn,
): Promise<WrittenCheckIn> {
  const [row] = await tx.query<WrittenCheckIn>(WRITE_CHECK_IN, [
    values.companyId,
    values.keyResultId,
    values.objectiveId,
    values.authorId,
    values.value,
    values.previousValue,
    values.confidence,
    values.previousConfidence,
    values.comment,
    values.date,
    values.progress,
    values.label,
    JSON.stringify(values.after),
    values.cycleId,
    values.today,
  ]);
  if (!row) throw new Error('check-in write returned no row');
  return row;
}

export type NewerReading = {
  companyId: string;
  keyResultId: string;
  objectiveId: string;
  current: number;
  confidence: Confidence | null;
  progress: number;
  lastCheckInAt: string;
};

// $1 company, $2 key result, $3 objective, $4 current, $5 confidence, $6 progress, $7 check-in time.
const APPLY_NEWER: RawStatement = {
  name: 'check_in_apply_newer',
  text: `
    with moved as (
      update key_results set current_value = $4, confidence = $5,
        last_check_in_at = $7::timestamptz, progress = $6, updated_at = now()
      where id = $2 and company_id = $1
      returning progress, weight, confidence
    ),
    ${ROLL_UP}
    update objectives set progress = floor(rolled.progress * 10 + 0.5) / 10,
      confidence = (select max(confidence) from siblings), updated_at = now()
    from rolled where objectives.id = $3 and objectives.company_id = $1`,
};

/**
 * A back-dated check-in's key result keeps the newer check-in's reading (as writeCheckIn would
 * have applied it) and its objective rolls up again, as for any check-in.
 */
export async function applyNewerReading(tx: RawTransaction, reading: NewerReading): Promise<void> {
  await tx.query(APPLY_NEWER, [
    reading.companyId,
    reading.keyResultId,
    reading.objectiveId,
    reading.current,
    reading.confidence,
    reading.progress,
    reading.lastCheckInAt,
  ]);
}
