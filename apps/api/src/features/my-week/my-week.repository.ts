import type { Comment } from '@rumo/shared/comments/contracts';
import { MY_WEEK_LIMITS, MY_WEEK_MENTION_DAYS } from '@rumo/shared/my-week/contracts';
import type { Confidence, KeyResultType, KeyResultUnit } from '@rumo/shared/okr/key-result-types';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { commentViewColumns } from '../comments/public';
import { type ObjectiveViewer, objectiveVisibleTo } from '../objectives/public';
import { DEFAULT_COMPANY_SETTINGS } from '../settings/public';

const limit = (value: number) => sql.raw(String(value));

export interface MyKeyResultRow {
  id: string;
  objectiveId: string;
  title: string;
  type: KeyResultType;
  start: number;
  target: number;
  current: number;
  unit: KeyResultUnit;
  customUnit: string | null;
  decimals: number;
  weight: number;
  owner: { id: string; name: string; avatar: string | null };
  dueDate: string | null;
  confidence: Confidence | null;
  progress: number;
  lastCheckInAt: string | null;
  createdAt: string;
  objective: { id: string; title: string };
  cycle: { id: string; name: string; startDate: string; endDate: string };
}

export interface MyObjectiveRow {
  id: string;
  title: string;
  progress: number;
  cycle: { id: string; name: string; startDate: string; endDate: string };
}

/** A comment mentioning the caller, with its objective (timestamps still the database's). */
export type MyMentionRow = Omit<Comment, 'createdAt' | 'editedAt'> & {
  createdAt: string;
  editedAt: string | null;
  objective: { id: string; title: string };
};

export interface MyWorkRow {
  calendar: { timeZone: string; checkInWeekDay: number };
  keyResults: MyKeyResultRow[];
  objectives: MyObjectiveRow[];
  mentions: MyMentionRow[];
}

const cycleJson = sql`json_build_object('id', c.id, 'name', c.name, 'startDate', c.start_date,
  'endDate', c.end_date)`;

/**
 * The caller's key results (of objectives they may see: owning a key result does not open a
 * private objective) and objectives in the company's active cycle (active objectives only),
 * with the company's check-in calendar, and the recent comments (newest first) that
 * mention the caller on objectives they may see (a private objective they are not named on, or
 * someone else's draft, stays out), in one statement.
 */
export async function loadMyWork(
  db: Database,
  input: { companyId: string; userId: string; now: Date; viewer: ObjectiveViewer },
): Promise<MyWorkRow> {
  const { companyId, userId } = input;
  const since = new Date(input.now.getTime() - MY_WEEK_MENTION_DAYS * 86_400_000);
  const statement = sql`select json_build_object(
  'calendar', (select json_build_object(
      'timeZone', coalesce(s.time_zone, ${DEFAULT_COMPANY_SETTINGS.timeZone}),
      'checkInWeekDay', coalesce(s.check_in_week_day, ${DEFAULT_COMPANY_SETTINGS.checkInWeekDay}))
    from (select 1) as one left join company_settings s on s.company_id = ${companyId}),
  'keyResults', (select coalesce(json_agg(j order by title, position, created_at), '[]') from (
    select json_build_object(
      'id', kr.id, 'objectiveId', kr.objective_id, 'title', kr.title, 'type', kr.type,
      'start', kr.start_value, 'target', kr.target_value, 'current', kr.current_value,
      'unit', kr.unit, 'customUnit', kr.custom_unit, 'decimals', kr.decimals, 'weight', kr.weight,
      'owner', json_build_object('id', u.id, 'name', u.name, 'avatar', u.avatar),
      'dueDate', kr.due_date, 'confidence', kr.confidence, 'progress', kr.progress,
      'lastCheckInAt', kr.last_check_in_at, 'createdAt', kr.created_at,
      'objective', json_build_object('id', o.id, 'title', o.title), 'cycle', ${cycleJson}) as j,
      o.title, kr.position, kr.created_at
    from key_results kr
    join cycles c on c.id = kr.cycle_id
    join objectives o on o.id = kr.objective_id
    join users u on u.id = kr.owner_id
    where kr.company_id = ${companyId} and kr.owner_id = ${userId}
      and kr.objective_status = 'active' and c.status = 'active'
      and ${objectiveVisibleTo(input.viewer, sql.identifier('o'))}
    order by o.title, kr.position, kr.created_at limit ${limit(MY_WEEK_LIMITS.keyResults)}
  ) as mine),
  'objectives', (select coalesce(json_agg(j order by title), '[]') from (
    select json_build_object('id', o.id, 'title', o.title, 'progress', o.progress,
      'cycle', ${cycleJson}) as j, o.title
    from objectives o join cycles c on c.id = o.cycle_id
    where o.company_id = ${companyId} and o.owner_id = ${userId}
      and o.status = 'active' and c.status = 'active'
    order by o.title limit ${limit(MY_WEEK_LIMITS.offPace * 4)}
  ) as owned),
  'mentions', (select coalesce(json_agg(j order by created_at desc, id desc), '[]') from (
    select json_build_object('id', comments.id, 'objectiveId', comments.objective_id,
      'keyResult', case when kr.id is null then null
        else json_build_object('id', kr.id, 'title', kr.title) end,
      'author', json_build_object('id', a.id, 'name', a.name, 'avatar', a.avatar),
      'body', comments.body, 'mentions', ${commentViewColumns.mentions},
      'createdAt', comments.created_at, 'editedAt', comments.edited_at,
      'objective', json_build_object('id', o.id, 'title', o.title)) as j,
      comments.created_at, comments.id
    from comment_mentions cm
    join comments on comments.id = cm.comment_id
    join users a on a.id = comments.author_id
    join objectives o on o.id = comments.objective_id
    left join key_results kr on kr.id = comments.key_result_id
    where cm.user_id = ${userId} and comments.company_id = ${companyId}
      and comments.created_at >= ${since.toISOString()}::timestamptz
      and ${objectiveVisibleTo(input.viewer, sql.identifier('o'))}
    order by comments.created_at desc, comments.id desc limit ${limit(MY_WEEK_LIMITS.mentions)}
  ) as mentioned)
) as data`;
  const [row] = await db
    .select({ data: sql<MyWorkRow | string>`data` })
    .from(sql`(${statement}) as my_work`);
  if (!row) throw new Error('my-week query returned no row');
  // node-postgres parses json columns; PGlite may hand back the text.
  return typeof row.data === 'string' ? (JSON.parse(row.data) as MyWorkRow) : row.data;
}
