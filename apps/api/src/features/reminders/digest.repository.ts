import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { objectiveOpenToAll } from '../objectives/public';
import { openCycle, parsed, rowsOf } from './reminders.repository';

/** At most this many at-risk key results are read; each digest shows the worst of its scope. */
const AT_RISK_READ = 200;

export interface DigestData {
  cycle: { id: string; name: string } | null;
  company: { progress: number; objectiveCount: number };
  recipients: {
    id: string;
    name: string;
    email: string;
    role: 'admin' | 'user';
    ledTeamIds: string[];
  }[];
  teams: {
    id: string;
    name: string;
    progress: number;
    objectiveCount: number;
    memberIds: string[];
  }[];
  atRisk: {
    id: string;
    title: string;
    objectiveTitle: string;
    teamId: string | null;
    ownerId: string;
    ownerName: string;
    confidence: Confidence;
    progress: number;
  }[];
  missing: { id: string; name: string; pendingCount: number; teamIds: string[] }[];
}

/**
 * Everything the week's digests show, in one statement: who gets one (active admins and team
 * leaders who want it and have not had this week's), the open cycle's progress by company and
 * team, its at-risk key results, and the people who did not check in during the reported week.
 */
export async function loadDigestData(
  db: Database,
  input: { companyId: string; from: Date; to: Date; isoWeek: string },
): Promise<DigestData> {
  const company = input.companyId;
  const from = sql`${input.from.toISOString()}::timestamptz`;
  const to = sql`${input.to.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with cyc as (select id, name from cycles where id = ${openCycle(company)}),
    obj as (
      select team_id, progress from objectives
      where company_id = ${company} and cycle_id = (select id from cyc)
        and ${objectiveOpenToAll(sql.identifier('objectives'))}
    ),
    recipients as (
      select u.id, u.name, u.email, u.role,
        coalesce((select json_agg(t.id order by t.name) from teams t
          where t.company_id = ${company} and t.leader_id = u.id), '[]') as led
      from users u left join notification_preferences np on np.user_id = u.id
      where u.company_id = ${company} and u.status = 'active' and coalesce(np.weekly_digest, true)
        and (u.role = 'admin' or exists (select 1 from teams t
          where t.company_id = ${company} and t.leader_id = u.id))
        and not exists (select 1 from reminder_sends rs
          where rs.user_id = u.id and rs.kind = 'digest' and rs.week = ${input.isoWeek})
    ),
    led_teams as (
      select t.id, t.name,
        coalesce((select avg(progress) from obj where obj.team_id = t.id), 0)::float8 as progress,
        (select count(*) from obj where obj.team_id = t.id)::int as objective_count,
        coalesce((select json_agg(tm.user_id) from team_members tm where tm.team_id = t.id), '[]') as members
      from teams t where t.company_id = ${company} and t.leader_id is not null
    ),
    risky as (
      select kr.id, kr.title, o.title as objective_title, o.team_id, kr.owner_id, u.name as owner_name,
        kr.confidence, kr.progress
      from key_result_risks r join key_results kr on kr.id = r.key_result_id
        join objectives o on o.id = kr.objective_id join users u on u.id = kr.owner_id
      where r.cycle_id = (select id from cyc) and r.company_id = ${company} and not o.private
      order by r.confidence desc, r.progress, r.title limit ${AT_RISK_READ}
    ),
    missed as (
      select kr.owner_id, count(*)::int as n from key_results kr
      where kr.cycle_id = (select id from cyc) and kr.company_id = ${company}
        and kr.objective_status = 'active' and kr.created_at < ${to}
        and not exists (select 1 from objectives po where po.id = kr.objective_id and po.private)
        and (kr.last_check_in_at is null or kr.last_check_in_at < ${from}
          or (kr.last_check_in_at >= ${to} and not exists (select 1 from check_ins c
            where c.key_result_id = kr.id and c.created_at >= ${from} and c.created_at < ${to})))
      group by kr.owner_id
    )
    select json_build_object(
      'cycle', (select json_build_object('id', id, 'name', name) from cyc),
      'company', (select json_build_object('progress', coalesce(avg(progress), 0),
        'objectiveCount', count(*)) from obj),
      'recipients', (select coalesce(json_agg(json_build_object('id', id, 'name', name,
        'email', email, 'role', role, 'ledTeamIds', led) order by name), '[]') from recipients),
      'teams', (select coalesce(json_agg(json_build_object('id', id, 'name', name,
        'progress', progress, 'objectiveCount', objective_count, 'memberIds', members)
        order by name), '[]') from led_teams),
      'atRisk', (select coalesce(json_agg(json_build_object('id', id, 'title', title,
        'objectiveTitle', objective_title, 'teamId', team_id, 'ownerId', owner_id,
        'ownerName', owner_name, 'confidence', confidence, 'progress', progress)
        order by confidence desc, progress, title), '[]') from risky),
      'missing', (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name,
        'pendingCount', m.n, 'teamIds', coalesce((select json_agg(tm.team_id) from team_members tm
          where tm.user_id = u.id), '[]')) order by m.n desc, u.name), '[]')
        from missed m join users u on u.id = m.owner_id
        where u.company_id = ${company} and u.status = 'active')
    ) as data`);
  const [row] = rowsOf<{ data: DigestData | string }>(result);
  if (!row) throw new Error('digest query returned no row');
  return parsed(row.data);
}
