import type { checkInBodySchema } from '@rumo/shared/check-ins/contracts';
import { checkInMessages } from '@rumo/shared/check-ins/contracts';
import { errorCodes } from '@rumo/shared/common/errors';
import { cycleMessages } from '@rumo/shared/cycles/contracts';
import { objectiveMessages } from '@rumo/shared/objectives/contracts';
import type { Actor } from '@rumo/shared/objectives/permissions';
import type { CycleStatus, ObjectiveStatus } from '@rumo/shared/okr/key-result-types';
import type { z } from 'zod';
import { badRequest, conflict } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';

// The rules a check-in write applies besides the permissions of shared/objectives/permissions.

export type CheckInInput = z.output<typeof checkInBodySchema>;

/** Check-in rules never look at the team, so the actor needs none. */
export const actorOf = (user: AuthUser): Actor => ({ id: user.id, role: user.role, teamId: null });

/** A closed objective or cycle keeps its history as it was. */
export function assertOpen(keyResult: {
  objectiveStatus: ObjectiveStatus;
  cycleStatus: CycleStatus;
}): void {
  if (keyResult.objectiveStatus === 'closed') {
    throw conflict('OBJECTIVE_CLOSED', objectiveMessages.closed);
  }
  if (keyResult.cycleStatus === 'closed') throw conflict('CYCLE_CLOSED', cycleMessages.closed);
}

/** The day a check-in counts for: today by default, never after today. */
export function validDate(today: string, date: string | undefined): string {
  if (!date) return today;
  if (date > today) {
    throw badRequest(errorCodes.validation, checkInMessages.futureDate, [
      { path: 'date', message: checkInMessages.futureDate },
    ]);
  }
  return date;
}
