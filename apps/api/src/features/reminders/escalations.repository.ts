import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { chunks } from '../../lib/chunks';
import { objectiveVisibleTo } from '../objectives/public';
import { parsed, rowsOf } from './reminders.repository';
import { checkInEscalations } from './reminders.table';

interface Person {
  id: string;
  name: string;
  email: string;
}

export interface EscalationCandidate {
  id: string;
  title: string;
  createdAt: string;
  lastCheckInAt: string | null;
  cycleStart: string;
  owner: { id: string; name: string };
  /** The leader of the owner's primary team, when active, not the owner and able to see the objective. */
  leader: Person | null;
}

export interface EscalationCandidates {
  keyResults: EscalationCandidate[];
  /** The company's active admins: who hears of misses without a team lead. */
  admins: Person[];
}

/**
 * In one statement: the key results of the company's active cycle (active objectives) with no
 * check-in (or creation) in the last `minDaysLate` days — the rule (checkInDue) decides which are
 * late enough — with their owner and owner's team lead (when the lead may see the objective; the
 * admins hear of it otherwise), and the company's admins.
 */
const leaderSees = objectiveVisibleTo({ id: sql`leader.id`, role: 'user' }, sql.identifier('o'));

export async function findEscalationCandidates(
  db: Database,
  input: { companyId: string; checkedInBefore: Date },
): Promise<EscalationCandidates> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object('id', kr.id, 'title', kr.title,
          'createdAt', kr.created_at, 'lastCheckInAt', kr.last_check_in_at,
          'cycleStart', c.start_date,
          'owner', json_build_object('id', owner.id, 'name', owner.name),
          'leader', case when leader.id is not null and leader.id <> owner.id
            and leader.status = 'active' and leader.company_id = ${input.companyId}
            and ${leaderSees}
            then json_build_object('id', leader.id, 'name', leader.name, 'email', leader.email) end)
          order by owner.name, kr.title), '[]')
        from key_results kr
        join cycles c on c.id = kr.cycle_id
        join objectives o on o.id = kr.objective_id
        join users owner on owner.id = kr.owner_id
        left join teams team on team.id = owner.id_team and team.company_id = ${input.companyId}
        left join users leader on leader.id = team.leader_id
        where kr.company_id = ${input.companyId} and c.company_id = ${input.companyId}
          and c.status = 'active' and kr.objective_status = 'active'
          and coalesce(kr.last_check_in_at, kr.created_at) < ${input.checkedInBefore.toISOString()}::timestamptz
      ) as "keyResults",
      (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email)
          order by u.name), '[]')
        from users u
        where u.company_id = ${input.companyId} and u.role = 'admin' and u.status = 'active'
      ) as admins`);
  const [row] = rowsOf<{ keyResults: EscalationCandidate[] | string; admins: Person[] | string }>(
    result,
  );
  return { keyResults: parsed(row?.keyResults ?? '[]'), admins: parsed(row?.admins ?? '[]') };
}

/**
 * Records the misses not escalated before and answers those: the caller (replica, rerun) whose
 * rows went in is the only one to tell anyone about them.
 */
export async function claimEscalations(
  db: Database,
  companyId: string,
  misses: { keyResultId: string; dueDay: string }[],
): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (const chunk of chunks(misses)) {
    const rows = await db
      .insert(checkInEscalations)
      .values(chunk.map((miss) => ({ ...miss, companyId })))
      .onConflictDoNothing()
      .returning({ keyResultId: checkInEscalations.keyResultId });
    for (const row of rows) claimed.add(row.keyResultId);
  }
  return claimed;
}
