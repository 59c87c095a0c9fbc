import type {
  Confidence,
  CycleStatus,
  KeyResultType,
  ObjectiveStatus,
} from '@rumo/shared/okr/key-result-types';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { type RawStatement, rawQuery } from '../../db/raw-query';
import { toWellFormedJson } from '../../db/well-formed-json';
import { type CompanyReader, objectiveOpenToAll, objectiveVisibleTo } from '../objectives/public';
import { DEFAULT_COMPANY_SETTINGS } from '../settings/public';
import { type CheckInRow, checkIns } from './check-ins.table';

// The SQL of check-in-writes.ts. The POST is the hot write of the app (issue 9): two fixed
// statements, prepared once per connection on PostgreSQL, run through db/raw-query; the write is
// rumo_write_check_ins (check-in-write.sql, docs/decisions/0022-check-in-write-function.md). An edit
// or a removal runs in a transaction of Drizzle statements below.

/** What a new check-in needs to know about its key result, objective, cycle and company. */
export type CheckInTarget = {
  id: string;
  title: string;
  ownerId: string;
  type: KeyResultType;
  startValue: number;
  targetValue: number;
  /** A milestone key result's check-in records this value (its initiatives done). */
  currentValue: number;
  objectiveId: string;
  objectiveStatus: ObjectiveStatus;
  cycleId: string;
  cycleStatus: CycleStatus;
  timeZone: string;
  /** The facts above as rumo_write_check_ins compares them under its lock. */
  facts: string;
  /**
   * Its objective is neither private nor a draft: anyone of the company sees it, so the target
   * may be reused for anyone (both are facts: a change sends the writer back to the read).
   */
  openToAll: boolean;
};

const targetSql = (name: string, visibility: string): RawStatement => ({
  name,
  text: `
    select k.id, k.title, k.owner_id as "ownerId", k.type::text as type,
      k.start_value as "startValue", k.target_value as "targetValue",
      k.current_value as "currentValue", o.id as "objectiveId",
      o.status::text as "objectiveStatus", c.id as "cycleId", c.status::text as "cycleStatus",
      coalesce(s.time_zone, $3::text) as "timeZone", rumo_check_in_facts(k, o, c, s.time_zone) as facts,
      ${new PgDialect().sqlToQuery(objectiveOpenToAll(sql.identifier('o'))).sql} as "openToAll"
    from key_results k
    join objectives o on o.id = k.objective_id
    join cycles c on c.id = o.cycle_id
    left join company_settings s on s.company_id = $1
    where k.id = $2 and k.company_id = $1 and ${visibility}`,
});

/** The objectives' visibility rule for the viewer in `$4`, as text of the prepared statement. */
function viewerRule(): string {
  const rule = new PgDialect().sqlToQuery(
    objectiveVisibleTo({ id: sql.raw('$4::uuid'), role: 'user' }, sql.identifier('o')),
  );
  if (rule.params.length > 0) throw new Error('check-in target: the rule must take no parameter');
  return rule.sql;
}

// An admin sees every objective of the company: their statement leaves the rule out.
const READ_TARGET = targetSql('check_in_target', 'true');
const READ_TARGET_AS_VIEWER = targetSql('check_in_target_viewer', viewerRule());

/**
 * The key result a check-in is about, with its objective, cycle and time zone, if the writer may
 * see its objective (else undefined: a 404, as for another company's); no lock. One statement.
 */
export async function readCheckInTarget(
  db: Database,
  writer: CompanyReader,
  keyResultId: string,
): Promise<CheckInTarget | undefined> {
  const common = [writer.companyId, keyResultId, DEFAULT_COMPANY_SETTINGS.timeZone];
  const [row] =
    writer.role === 'admin'
      ? await rawQuery<CheckInTarget>(db, READ_TARGET, common)
      : await rawQuery<CheckInTarget>(db, READ_TARGET_AS_VIEWER, [...common, writer.id]);
  return row;
}

export type NewCheckIn = {
  companyId: string;
  keyResultId: string;
  authorId: string;
  value: number;
  confidence: Confidence;
  comment: string | null;
  date: string;
  /** The key result's progress at `value` (applied unless a check-in dated later exists). */
  progress: number;
  /** The target's facts the rules were applied to (CheckInTarget.facts). */
  facts: string;
};

export type WrittenCheckIn = {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** The key result's reading before this check-in (read under the lock). */
  previousValue: number;
  previousConfidence: Confidence | null;
  authorName: string;
  authorAvatar: string | null;
};

const WRITE: RawStatement = {
  name: 'check_in_write',
  text: `
    select n, outcome, check_in_id as id, check_in_created_at as "createdAt",
      check_in_updated_at as "updatedAt", prior_value as "previousValue",
      prior_confidence as "previousConfidence", author_name as "authorName",
      author_avatar as "authorAvatar"
    from rumo_write_check_ins($1)`,
};

type WriteRow = WrittenCheckIn & { n: number; outcome: 'written' | 'changed' };

/**
 * Check-ins in one statement (one transaction), each as rumo_write_check_ins writes it: locks
 * the objective and the key result, and unless the facts changed since `readCheckInTarget` (then
 * `undefined` in its place: read again) saves the check-in, gives the key result its new reading
 * unless a check-in dated later keeps it, and rolls its objective up. The answers come in the
 * order of `batch`.
 */
export async function writeCheckIns(
  db: Database,
  batch: readonly NewCheckIn[],
): Promise<(WrittenCheckIn | undefined)[]> {
  const items = batch.map((values, n) => ({
    n,
    company: values.companyId,
    key_result: values.keyResultId,
    author: values.authorId,
    value: values.value,
    confidence: values.confidence,
    comment: values.comment,
    date: values.date,
    progress: values.progress,
    facts: values.facts,
  }));
  const rows = await rawQuery<WriteRow>(db, WRITE, [toWellFormedJson(items)]);
  if (rows.length !== batch.length) throw new Error('check-in write: one answer per check-in');
  const answers: (WrittenCheckIn | undefined)[] = batch.map(() => undefined);
  for (const { n, outcome, ...written } of rows) {
    if (outcome === 'written') answers[n] = written;
  }
  return answers;
}

// An edit or a removal: Drizzle statements in the caller's transaction.

export async function findCheckIn(
  db: Database,
  companyId: string,
  id: string,
): Promise<CheckInRow | undefined> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.id, id), eq(checkIns.companyId, companyId)));
  return row;
}

/**
 * The check-in whose value the key result shows: the one with the latest date (a back-dated
 * check-in adds history without overwriting a newer reading); saving order breaks ties.
 */
export async function findCurrentCheckIn(
  db: Database,
  keyResultId: string,
): Promise<CheckInRow | undefined> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(eq(checkIns.keyResultId, keyResultId))
    .orderBy(desc(checkIns.date), desc(checkIns.createdAt), desc(checkIns.id))
    .limit(1);
  return row;
}

/** The check-in saved right after this one on the same key result, whose "previous" it is. */
export async function findNextCheckIn(
  db: Database,
  checkIn: Pick<CheckInRow, 'id' | 'keyResultId'>,
): Promise<CheckInRow | undefined> {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.keyResultId, checkIn.keyResultId),
        // Compared with the stored row, not a JS Date: PostgreSQL keeps microseconds.
        sql`(${checkIns.createdAt}, ${checkIns.id}) > (SELECT c.created_at, c.id FROM check_ins c WHERE c.id = ${checkIn.id})`,
      ),
    )
    .orderBy(checkIns.createdAt, checkIns.id)
    .limit(1);
  return row;
}

export async function updateCheckIn(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      CheckInRow,
      'value' | 'confidence' | 'comment' | 'date' | 'previousValue' | 'previousConfidence'
    >
  >,
): Promise<void> {
  await db.update(checkIns).set(changes).where(eq(checkIns.id, id));
}

export async function deleteCheckIn(db: Database, id: string): Promise<void> {
  await db.delete(checkIns).where(eq(checkIns.id, id));
}
