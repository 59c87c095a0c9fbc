import { CONFIDENCES, type Confidence } from '@rumo/shared/okr/key-result-types';
import { keyResultProgress, objectiveProgress, roundProgress } from '@rumo/shared/okr/progress';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKeyResult, readObjective } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keyResults } from '../objectives/objectives.table';
import { checkIns } from './check-ins.table';

/**
 * The check-in POST writes the key result and its objective's roll-up in SQL: these compare
 * them with the shared formulas, and keep another company's key result out of reach.
 */
describe('POST /api/key-results/:id/check-ins roll-up', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let other: FixtureCompany;
  let objectiveId: string;
  let keyResultIds: string[];

  const checkIn = (company: FixtureCompany, id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/key-results/${id}/check-ins`,
      headers: company.admin.headers,
      payload,
    });

  /** What the objective should show, from its key results' stored rows and the shared rules. */
  async function expectedObjective() {
    const rows = await t.db
      .select()
      .from(keyResults)
      .where(eq(keyResults.objectiveId, objectiveId));
    for (const row of rows) {
      const progress = keyResultProgress({
        type: row.type,
        start: row.startValue,
        target: row.targetValue,
        current: row.currentValue,
      });
      expect(row.progress).toBe(roundProgress(progress));
    }
    const confidences = rows.flatMap((row) => (row.confidence ? [row.confidence] : []));
    const worst = confidences.sort((a, b) => CONFIDENCES.indexOf(b) - CONFIDENCES.indexOf(a))[0];
    return { progress: roundProgress(objectiveProgress(rows)), confidence: worst ?? null };
  }

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Acme' });
    other = await createCompanyWithUsers(t, { admins: 1, users: 0, name: 'Outra' });
    const cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [
        { start: 0, target: 30, weight: 1 },
        { type: 'decrease', start: 90, target: 20, weight: 2.5 },
        { type: 'keep_above', start: 0, target: 7, weight: 0 },
        { type: 'binary', start: 0, target: 1, weight: 0.7 },
      ],
    });
    objectiveId = objective.id;
    keyResultIds = objective.keyResultIds;
  });
  afterAll(() => t.close());

  it('rolls the objective up exactly as the shared formulas after several check-ins', async () => {
    const steps: [number, number, Confidence, string?][] = [
      [0, 7, 'on_track'],
      [1, 71, 'at_risk'],
      [2, 5, 'off_track'],
      [0, 13.3, 'on_track'],
      [3, 1, 'on_track'],
      // Back-dated: history only, the key result keeps its newer reading.
      [0, 2, 'off_track', '2000-01-01'],
      [1, 33.3, 'on_track'],
      [2, 9, 'on_track'],
    ];
    for (const [index, value, confidence, date] of steps) {
      const response = await checkIn(acme, keyResultIds[index] ?? '', { value, confidence, date });
      expect(response.statusCode, response.body).toBe(201);
      const objective = await readObjective(t, objectiveId);
      const expected = await expectedObjective();
      expect({ progress: objective.progress, confidence: objective.confidence }).toEqual(expected);
    }
    const first = await readKeyResult(t, keyResultIds[0] ?? '');
    expect({ current: first.currentValue, confidence: first.confidence }).toEqual({
      current: 13.3,
      confidence: 'on_track',
    });
  });

  it("answers 404 for another company's key result and writes nothing", async () => {
    const id = keyResultIds[1] ?? '';
    const before = await readKeyResult(t, id);
    const response = await checkIn(other, id, { value: 1, confidence: 'off_track' });
    expect(response.statusCode).toBe(404);
    expect(await readKeyResult(t, id)).toEqual(before);
    const theirs = await t.db.select().from(checkIns).where(eq(checkIns.authorId, other.admin.id));
    expect(theirs).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps the roll-up consistent when key results of one objective are checked in at once',
    async () => {
      const responses = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          checkIn(acme, keyResultIds[index % keyResultIds.length] ?? '', {
            value: (index * 7) % 40,
            confidence: CONFIDENCES[index % 3],
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
      const objective = await readObjective(t, objectiveId);
      expect({ progress: objective.progress, confidence: objective.confidence }).toEqual(
        await expectedObjective(),
      );
    },
    60_000,
  );
});
