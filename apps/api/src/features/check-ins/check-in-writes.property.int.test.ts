import {
  CONFIDENCES,
  type Confidence,
  KEY_RESULT_TYPES,
  type KeyResultType,
} from '@rumo/shared/okr/key-result-types';
import { keyResultProgress, objectiveProgress, roundProgress } from '@rumo/shared/okr/progress';
import { DEFAULT_TIME_ZONE, todayInTimeZone } from '@rumo/shared/okr/week';
import { asc, eq, max } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readObjective } from '../../test/checkin-fixtures';
import {
  type CycleFixture,
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { keyResults } from '../objectives/public';
import { checkIns } from './check-ins.table';

// Random objectives, key results of every type and check-in histories (back-dated and same-day
// check-ins, edits and removals by two authors), written through the API: after every write,
// the stored key results and objective must be what shared/okr/progress.ts computes from a model
// of the history, in which the latest-dated check-in (the newest saved among one day's) wins.
// The POST rolls up in SQL (check-in-write.sql), the edit and the removal in TypeScript.

type KeyResultSpec = { type: KeyResultType; start: number; target: number; weight: number };
type Operation =
  | {
      kind: 'record';
      keyResult: number;
      author: number;
      value: number;
      confidence: Confidence;
      daysBack: number | null;
    }
  | {
      kind: 'change';
      keyResult: number;
      author: number;
      value: number;
      confidence: Confidence;
      daysBack: number | null;
    }
  | { kind: 'remove'; keyResult: number; author: number };

const tenths = (min: number, max: number) =>
  fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const keyResultSpec: fc.Arbitrary<KeyResultSpec> = fc.record({
  // A milestone key result's value is its initiatives done, not its check-ins' (its check-ins
  // are tested in objectives/initiatives/initiatives.int.test.ts).
  type: fc.constantFrom(...KEY_RESULT_TYPES.filter((type) => type !== 'milestone')),
  start: fc.oneof(tenths(-50, 200), fc.constantFrom(0, 1, 100)),
  target: fc.oneof(tenths(-50, 200), fc.constantFrom(0, 1, 100)),
  weight: fc.oneof(fc.constantFrom(0, 1), tenths(0, 5)),
});
const reading = {
  value: fc.oneof(tenths(-100, 300), fc.constantFrom(0, 1)),
  confidence: fc.constantFrom(...CONFIDENCES),
  // null: today (or, for an edit, the date it had); else that many days back. Few days: many
  // check-ins share one.
  daysBack: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
};
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('record' as const),
      keyResult: fc.nat(),
      author: fc.nat(1),
      ...reading,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('change' as const),
      keyResult: fc.nat(),
      author: fc.nat(1),
      ...reading,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('remove' as const),
      keyResult: fc.nat(),
      author: fc.nat(1),
    }),
  },
);
const scenario = fc.record({
  keyResults: fc.array(keyResultSpec, { minLength: 1, maxLength: 4 }),
  operations: fc.array(operation, { minLength: 1, maxLength: 10 }),
});

/** The model of one key result's history: its check-ins in saving order. */
type ModelCheckIn = {
  id: string;
  author: number;
  value: number;
  confidence: Confidence;
  date: string;
  previousValue: number;
  previousConfidence: Confidence | null;
};
type ModelKeyResult = KeyResultSpec & {
  id: string;
  checkIns: ModelCheckIn[];
  /** The reading once no check-in is left. */
  fallback: { value: number; confidence: Confidence | null };
};

/** The latest-dated check-in, the newest saved among one day's; else the fallback. */
function readingOf(keyResult: ModelKeyResult) {
  let current: ModelCheckIn | undefined;
  for (const checkIn of keyResult.checkIns) {
    if (!current || checkIn.date >= current.date) current = checkIn;
  }
  return current ? { value: current.value, confidence: current.confidence } : keyResult.fallback;
}

const worst = (values: (Confidence | null)[]) =>
  values.reduce<Confidence | null>(
    (found, value) =>
      value && (!found || CONFIDENCES.indexOf(value) > CONFIDENCES.indexOf(found)) ? value : found,
    null,
  );

describe('check-in writes against shared/okr/progress.ts (property)', () => {
  const clock = testClock();
  let t: TestApp;
  let acme: FixtureCompany;
  let cycle: CycleFixture;
  let today: string;

  const daysBefore = (days: number) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - days);
    return date.toISOString().slice(0, 10);
  };
  /** The admin and a user who owns every key result: both may check in. */
  const authors = () => [acme.admin, acme.user];

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    acme = await createCompanyWithUsers(t, { admins: 1, users: 1 });
    cycle = await createCycle(t, acme.companyId);
    today = todayInTimeZone(clock.now(), DEFAULT_TIME_ZONE);
  });
  afterAll(() => t.close());

  async function apply(model: ModelKeyResult[], op: Operation): Promise<void> {
    const keyResult = model[op.keyResult % model.length];
    if (!keyResult) throw new Error('no key result');
    const author = authors()[op.author];
    if (!author) throw new Error('no author');
    const mine = keyResult.checkIns.findLast((checkIn) => checkIn.author === op.author);
    if (op.kind === 'record') {
      const date = op.daysBack === null ? today : daysBefore(op.daysBack);
      const before = readingOf(keyResult);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/key-results/${keyResult.id}/check-ins`,
        headers: author.headers,
        payload: { value: op.value, confidence: op.confidence, date },
      });
      expect(response.statusCode, response.body).toBe(201);
      keyResult.checkIns.push({
        id: response.json().id,
        author: op.author,
        value: op.value,
        confidence: op.confidence,
        date,
        previousValue: before.value,
        previousConfidence: before.confidence,
      });
      return;
    }
    if (!mine) return;
    const next = keyResult.checkIns[keyResult.checkIns.indexOf(mine) + 1];
    if (op.kind === 'change') {
      const date = op.daysBack === null ? undefined : daysBefore(op.daysBack);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/check-ins/${mine.id}`,
        headers: author.headers,
        payload: { value: op.value, confidence: op.confidence, ...(date ? { date } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      Object.assign(mine, { value: op.value, confidence: op.confidence, date: date ?? mine.date });
      if (next) Object.assign(next, { previousValue: op.value, previousConfidence: op.confidence });
      return;
    }
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/check-ins/${mine.id}`,
      headers: author.headers,
    });
    expect(response.statusCode, response.body).toBe(204);
    if (next) {
      Object.assign(next, {
        previousValue: mine.previousValue,
        previousConfidence: mine.previousConfidence,
      });
    }
    keyResult.checkIns.splice(keyResult.checkIns.indexOf(mine), 1);
    if (keyResult.checkIns.length === 0) {
      keyResult.fallback = { value: mine.previousValue, confidence: mine.previousConfidence };
    }
  }

  /** The stored key results and objective equal the shared formulas over the model. */
  async function expectRolledUp(objectiveId: string, model: ModelKeyResult[]): Promise<void> {
    const rows = await t.db
      .select()
      .from(keyResults)
      .where(eq(keyResults.objectiveId, objectiveId))
      .orderBy(asc(keyResults.position));
    const expected = model.map((keyResult) => {
      const { value, confidence } = readingOf(keyResult);
      const progress = roundProgress(
        keyResultProgress({
          type: keyResult.type,
          start: keyResult.start,
          target: keyResult.target,
          current: value,
        }),
      );
      return { current: value, confidence, progress, weight: keyResult.weight };
    });
    expect(
      rows.map((row) => ({
        current: row.currentValue,
        confidence: row.confidence,
        progress: row.progress,
        weight: row.weight,
      })),
    ).toEqual(expected);
    const objective = await readObjective(t, objectiveId);
    expect({ progress: objective.progress, confidence: objective.confidence }).toEqual({
      progress: roundProgress(objectiveProgress(expected)),
      confidence: worst(expected.map((keyResult) => keyResult.confidence)),
    });
  }

  /** Each key result's check-ins, chained in saving order; it remembers its newest one's instant. */
  async function expectHistories(model: ModelKeyResult[]): Promise<void> {
    for (const keyResult of model) {
      const rows = await t.db
        .select()
        .from(checkIns)
        .where(eq(checkIns.keyResultId, keyResult.id))
        .orderBy(asc(checkIns.createdAt), asc(checkIns.id));
      expect(
        rows.map(({ id, value, confidence, date, previousValue, previousConfidence }) => ({
          id,
          value,
          confidence,
          date,
          previousValue,
          previousConfidence,
        })),
      ).toEqual(keyResult.checkIns.map(({ author: _, ...checkIn }) => checkIn));
      const [newest] = await t.db
        .select({ at: max(checkIns.createdAt) })
        .from(checkIns)
        .where(eq(checkIns.keyResultId, keyResult.id));
      const [stored] = await t.db
        .select({ at: keyResults.lastCheckInAt })
        .from(keyResults)
        .where(eq(keyResults.id, keyResult.id));
      expect(stored?.at ?? null).toEqual(newest?.at ?? null);
    }
  }

  it('keeps every key result on its latest-dated check-in and rolls objectives up as the shared formulas', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ keyResults: specs, operations }) => {
        const objective = await createObjective(t, {
          companyId: acme.companyId,
          cycleId: cycle.id,
          ownerId: acme.admin.id,
          keyResults: specs.map((spec) => ({ ...spec, ownerId: acme.user.id })),
        });
        const model: ModelKeyResult[] = specs.map((spec, index) => ({
          ...spec,
          id: objective.keyResultIds[index] ?? '',
          checkIns: [],
          fallback: { value: spec.start, confidence: null },
        }));
        await expectRolledUp(objective.id, model);
        for (const op of operations) {
          await apply(model, op);
          await expectRolledUp(objective.id, model);
        }
        await expectHistories(model);
      }),
      { numRuns: 30, seed: 22 },
    );
  }, 120_000);
});
