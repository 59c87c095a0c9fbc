import { objectiveProgress, roundProgress } from '@rumo/shared/okr/progress';
import { todayInTimeZone } from '@rumo/shared/okr/week';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readActivity, readKeyResult, readObjective } from '../../test/checkin-fixtures';
import {
  createCompanyWithUsers,
  createCycle,
  createObjective,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueCheckInWrite } from './check-in-batches';
import { readCheckInTarget } from './check-in-write.repository';
import { checkIns } from './check-ins.table';

/**
 * Check-ins that arrive while their lane is writing go together in its next call
 * (check-in-batches.ts): each must come out exactly as if it had been written alone.
 */
describe('check-ins written in batches', () => {
  let t: TestApp;
  let acme: FixtureCompany;
  let objectiveId: string;
  let keyResultIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompanyWithUsers(t, { admins: 1, users: 0 });
    const cycle = await createCycle(t, acme.companyId);
    const objective = await createObjective(t, {
      companyId: acme.companyId,
      cycleId: cycle.id,
      ownerId: acme.admin.id,
      keyResults: [
        { start: 0, target: 100 },
        { start: 0, target: 200 },
        { start: 0, target: 50 },
      ],
    });
    objectiveId = objective.id;
    keyResultIds = objective.keyResultIds;
  });
  afterAll(() => t.close());

  const valuesFor = async (keyResultId: string, authorId: string, value: number) => {
    const target = await readCheckInTarget(
      t.db,
      { id: acme.admin.id, role: 'admin', companyId: acme.companyId },
      keyResultId,
    );
    if (!target) throw new Error('key result not found');
    const today = todayInTimeZone(new Date(), target.timeZone);
    const after = { value, confidence: 'on_track' as const, comment: null, date: today };
    return {
      values: {
        companyId: acme.companyId,
        keyResultId,
        authorId,
        ...after,
        progress: value,
        facts: target.facts,
      },
      recorded: {
        companyId: acme.companyId,
        actorId: authorId,
        keyResultId,
        keyResultTitle: target.title,
        objectiveId,
        cycleId: target.cycleId,
        day: today,
        after,
      },
    } satisfies Parameters<typeof queueCheckInWrite>[2];
  };

  it('answers each check-in of a burst with its own row, chained and rolled up', async () => {
    const burst = Array.from({ length: 24 }, (_, index) => ({
      keyResultId: keyResultIds[index % keyResultIds.length] ?? '',
      value: index + 1,
    }));
    const responses = await Promise.all(
      burst.map(({ keyResultId, value }) =>
        t.app.inject({
          method: 'POST',
          url: `/api/key-results/${keyResultId}/check-ins`,
          headers: acme.admin.headers,
          payload: { value, confidence: 'on_track', comment: `valor ${value}` },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(burst.map(() => 201));
    for (const [index, response] of responses.entries()) {
      const answer = response.json();
      const [row] = await t.db.select().from(checkIns).where(eq(checkIns.id, answer.id));
      expect(row).toMatchObject({
        keyResultId: burst[index]?.keyResultId,
        value: burst[index]?.value,
        comment: `valor ${burst[index]?.value}`,
        previousValue: answer.previousValue,
      });
    }

    const keyResults = [];
    for (const keyResultId of keyResultIds) {
      const rows = await t.db
        .select({ value: checkIns.value, previousValue: checkIns.previousValue })
        .from(checkIns)
        .where(eq(checkIns.keyResultId, keyResultId))
        .orderBy(asc(checkIns.createdAt));
      expect(rows).toHaveLength(burst.length / keyResultIds.length);
      rows.forEach((row, index) => {
        expect(row.previousValue).toBe(index === 0 ? 0 : rows[index - 1]?.value);
      });
      const keyResult = await readKeyResult(t, keyResultId);
      expect(keyResult.currentValue).toBe(rows.at(-1)?.value);
      keyResults.push(keyResult);
    }
    const objective = await readObjective(t, objectiveId);
    expect(objective.progress).toBe(roundProgress(objectiveProgress(keyResults)));
  });

  it('writes the check-ins that wait together in one transaction, each with its own answer', async () => {
    const [first, second, third] = keyResultIds as [string, string, string];
    // The first starts the lane's call at once; the other two wait for it and share the next.
    const answers = await Promise.all(
      [
        await valuesFor(first, acme.admin.id, 80),
        await valuesFor(second, acme.admin.id, 81),
        await valuesFor(third, acme.admin.id, 82),
      ].map((values) => queueCheckInWrite(t.app.domain, objectiveId, values)),
    );
    const rows = [];
    for (const answer of answers) {
      const [row] = await t.db
        .select()
        .from(checkIns)
        .where(eq(checkIns.id, answer?.id ?? ''));
      if (!row) throw new Error('check-in not written');
      rows.push(row);
    }
    expect(rows.map((row) => row.value)).toEqual([80, 81, 82]);
    // The transaction that inserted each row (xmin): the batched two share one, the first had its own.
    const writers = await t.db
      .select({ id: checkIns.id, writer: sql<string>`xmin::text` })
      .from(checkIns)
      .where(
        inArray(
          checkIns.id,
          rows.map((row) => row.id),
        ),
      );
    const writerOf = new Map(writers.map((row) => [row.id, row.writer]));
    const [alone, batchedFirst, batchedSecond] = answers.map((a) => writerOf.get(a?.id ?? ''));
    expect(batchedFirst).toBeDefined();
    expect(batchedFirst).toBe(batchedSecond);
    expect(alone).not.toBe(batchedFirst);
    // Their activity entries keep their order: each is dated at its check-in's instant.
    for (const row of rows) {
      const [entry] = await readActivity(t, acme.companyId, row.id);
      expect(entry?.createdAt).toEqual(row.createdAt);
    }
  });

  it('stores an unpaired surrogate in a comment as the replacement character', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/key-results/${keyResultIds[0]}/check-ins`,
      headers: acme.admin.headers,
      payload: { value: 90, confidence: 'on_track', comment: 'antes \ud800 depois' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.id, response.json().id));
    expect(row?.comment).toBe('antes \ufffd depois');
  });

  it('fails only the check-in whose write fails, not the ones batched with it', async () => {
    const [first, second] = keyResultIds as [string, string];
    const alone = await valuesFor(first, acme.admin.id, 70);
    const unknownAuthor = await valuesFor(first, crypto.randomUUID(), 71);
    const sharing = await valuesFor(second, acme.admin.id, 72);
    const { currentValue: before } = await readKeyResult(t, second);
    // The first starts the lane's call at once; the other two wait for it and share the next.
    const writes = [alone, unknownAuthor, sharing].map((values) =>
      queueCheckInWrite(t.app.domain, objectiveId, values),
    );
    const [aloneResult, unknownResult, sharingResult] = await Promise.allSettled(writes);
    expect(aloneResult?.status).toBe('fulfilled');
    expect(unknownResult?.status).toBe('rejected');
    expect(sharingResult).toMatchObject({ status: 'fulfilled', value: { previousValue: before } });
    expect((await readKeyResult(t, second)).currentValue).toBe(72);
    const authors = await t.db
      .select({ authorId: checkIns.authorId })
      .from(checkIns)
      .where(eq(checkIns.value, 71));
    expect(authors).toEqual([]);
  });
});
