import type { MyWeek } from '@rumo/shared/my-week/contracts';
import { checkInDue } from '@rumo/shared/okr/check-in-due';
import { expectedProgress, isBehindPace } from '@rumo/shared/okr/expected-progress';
import { roundProgress } from '@rumo/shared/okr/progress';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import type { DomainContext } from '../../events/domain-events';
import type { AuthUser } from '../../plugins/auth';
import { listMyOpenInitiatives } from '../objectives/public';
import { loadMyWork, type MyKeyResultRow, type MyWorkRow } from './my-week.repository';

const isoOf = (timestamp: string) => new Date(timestamp).toISOString();

/**
 * "Minha semana": what the caller owes and should look at this week. Two statements: the
 * caller's key results, objectives and mentions (with the company's calendar), and the caller's
 * open initiatives.
 */
export async function getMyWeek(
  { db, now }: Pick<DomainContext, 'db' | 'now'>,
  user: AuthUser,
): Promise<MyWeek> {
  const at = now();
  const scope = { companyId: user.companyId, userId: user.id };
  const viewer = { id: user.id, role: user.role };
  const work = await loadMyWork(db, { ...scope, now: at, viewer });
  const initiatives = await listMyOpenInitiatives(db, user);
  const today = todayInTimeZone(at, work.calendar.timeZone);
  return {
    keyResults: work.keyResults.map((row) => keyResultView(row, at, work.calendar)),
    offPaceObjectives: work.objectives.flatMap((objective) => {
      const cycle = { start: objective.cycle.startDate, end: objective.cycle.endDate };
      if (!isBehindPace(objective.progress, cycle, today)) return [];
      return [
        {
          id: objective.id,
          title: objective.title,
          cycle: { id: objective.cycle.id, name: objective.cycle.name },
          progress: roundProgress(objective.progress),
          expectedProgress: roundProgress(expectedProgress(cycle.start, cycle.end, today)),
        },
      ];
    }),
    mentions: work.mentions.map(({ createdAt, editedAt, ...mention }) => ({
      ...mention,
      createdAt: isoOf(createdAt),
      editedAt: editedAt === null ? null : isoOf(editedAt),
    })),
    initiatives,
  };
}

function keyResultView(
  row: MyKeyResultRow,
  now: Date,
  calendar: MyWorkRow['calendar'],
): MyWeek['keyResults'][number] {
  const { createdAt, cycle, lastCheckInAt, ...keyResult } = row;
  const due = checkInDue(
    {
      lastCheckInAt: lastCheckInAt === null ? null : new Date(lastCheckInAt),
      createdAt: new Date(createdAt),
      cycleStart: cycle.startDate,
    },
    now,
    calendar,
  );
  return {
    ...keyResult,
    lastCheckInAt: lastCheckInAt === null ? null : isoOf(lastCheckInAt),
    cycle: { id: cycle.id, name: cycle.name },
    checkIn: due,
  };
}
