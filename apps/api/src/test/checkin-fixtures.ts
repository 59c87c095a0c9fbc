import type { Confidence } from '@rumo/shared/okr/key-result-types';
import { and, desc, eq, sql } from 'drizzle-orm';
import { activityLog } from '../features/activity/activity.table';
import { checkIns } from '../features/check-ins/check-ins.table';
import { keyResults, objectives } from '../features/objectives/objectives.table';
import { createCompanyWithUsers, createCycle, createObjective } from './okr-fixtures';
import type { TestApp } from './test-app';

/**
 * A check-in written straight into the table, with the instant and day the test chooses (the API
 * always saves "now"). Caches are left alone: set the key result with `setKeyResultState`.
 */
export async function insertCheckInRow(
  t: TestApp,
  input: {
    companyId: string;
    keyResultId: string;
    authorId: string;
    value: number;
    confidence?: Confidence;
    previousValue?: number;
    previousConfidence?: Confidence | null;
    date: string;
    createdAt?: Date;
  },
): Promise<string> {
  const createdAt = input.createdAt ?? new Date(`${input.date}T12:00:00Z`);
  const [row] = await t.db
    .insert(checkIns)
    .values({
      companyId: input.companyId,
      keyResultId: input.keyResultId,
      authorId: input.authorId,
      value: input.value,
      previousValue: input.previousValue ?? 0,
      confidence: input.confidence ?? 'on_track',
      previousConfidence: input.previousConfidence ?? null,
      date: input.date,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: checkIns.id });
  if (!row) throw new Error('check-in insert returned no row');
  // As syncKeyResult would: the key result remembers when its newest check-in was saved.
  await t.db
    .update(keyResults)
    .set({
      lastCheckInAt: sql`greatest(${keyResults.lastCheckInAt}, ${createdAt.toISOString()}::timestamptz)`,
    })
    .where(eq(keyResults.id, input.keyResultId));
  return row.id;
}

/** Sets a key result's cached state directly (as if check-ins had been made through the API). */
export async function setKeyResultState(
  t: TestApp,
  id: string,
  state: { current?: number; confidence?: Confidence | null; progress?: number },
): Promise<void> {
  await t.db
    .update(keyResults)
    .set({
      ...(state.current === undefined ? {} : { currentValue: state.current }),
      ...(state.confidence === undefined ? {} : { confidence: state.confidence }),
      ...(state.progress === undefined ? {} : { progress: state.progress }),
    })
    .where(eq(keyResults.id, id));
}

export async function readKeyResult(t: TestApp, id: string) {
  const [row] = await t.db.select().from(keyResults).where(eq(keyResults.id, id));
  if (!row) throw new Error(`key result ${id} not found`);
  return row;
}

export async function readObjective(t: TestApp, id: string) {
  const [row] = await t.db.select().from(objectives).where(eq(objectives.id, id));
  if (!row) throw new Error(`objective ${id} not found`);
  return row;
}

/** Activity entries about one entity, newest first. */
export async function readActivity(t: TestApp, companyId: string, entityId: string) {
  return t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.companyId, companyId), eq(activityLog.entityId, entityId)))
    .orderBy(desc(activityLog.createdAt));
}

/**
 * Two companies and one check-in made through the API by the first one's admin, on the only key
 * result of an objective in a new cycle: what the reaction and timeline tests start from.
 */
export async function companyWithCheckIn(t: TestApp) {
  const acme = await createCompanyWithUsers(t, { admins: 1, users: 2 });
  const other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
  const cycle = await createCycle(t, acme.companyId);
  const objective = await createObjective(t, {
    companyId: acme.companyId,
    cycleId: cycle.id,
    ownerId: acme.admin.id,
    keyResults: [{ title: 'Receita' }],
  });
  const keyResultId = objective.keyResultIds[0] ?? '';
  const checkIn = await t.app.inject({
    method: 'POST',
    url: `/api/key-results/${keyResultId}/check-ins`,
    headers: acme.admin.headers,
    payload: { value: 10, confidence: 'on_track' },
  });
  if (checkIn.statusCode !== 201) throw new Error(`check-in not created: ${checkIn.body}`);
  return {
    acme,
    other,
    objectiveId: objective.id,
    keyResultId,
    checkInId: checkIn.json().id as string,
  };
}
