import type { Activity } from '@rumo/shared/activity/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithCheckIn } from '../../test/checkin-fixtures';
import type { FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkInReactions } from '../comments/comments.table';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let objectiveId: string;
let checkInId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, other, objectiveId, checkInId } = await companyWithCheckIn(t));
});
afterAll(() => t.close());

const react = (headers: Record<string, string>, emoji: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/check-ins/${checkInId}/reactions`,
    headers,
    payload: { emoji },
  });

async function timeline(headers: Record<string, string>) {
  const response = await t.app.inject({ url: `/api/objectives/${objectiveId}/activity`, headers });
  return { status: response.statusCode, data: (response.json().data ?? []) as Activity[] };
}

describe("reactions in the objective's timeline", () => {
  it("shows a check-in's reactions on its entry, not as entries of their own", async () => {
    const [first, second] = acme.users;
    if (!first || !second) throw new Error('fixture users missing');
    const before = await timeline(acme.admin.headers);
    expect(before.data.find((entry) => entry.entityType === 'check_in')).not.toHaveProperty(
      'reactions',
    );

    await react(second.headers, '🎉');
    await react(first.headers, '👍');
    await react(second.headers, '👍');
    const { status, data } = await timeline(acme.users[0]?.headers ?? {});
    expect(status).toBe(200);
    expect(data).toHaveLength(before.data.length);
    const entry = data.find((row) => row.entityType === 'check_in' && row.entityId === checkInId);
    expect(entry?.reactions).toEqual([
      {
        emoji: '👍',
        count: 2,
        people: [
          { id: first.id, name: first.name },
          { id: second.id, name: second.name },
        ],
      },
      { emoji: '🎉', count: 1, people: [{ id: second.id, name: second.name }] },
    ]);
    // The other entries (the objective's own) carry none.
    expect(data.filter((row) => row.reactions)).toHaveLength(1);
  });

  it("never shows another company's reaction, nor the timeline to another company", async () => {
    // A row that could only exist by a bug elsewhere: the read itself must keep companies apart.
    await t.db.insert(checkInReactions).values({
      checkInId,
      checkInCreatedAt: sql`(select created_at from check_ins where id = ${checkInId})`,
      userId: other.admin.id,
      companyId: other.companyId,
      emoji: '❤️',
    });
    const { data } = await timeline(acme.admin.headers);
    const entry = data.find((row) => row.entityId === checkInId);
    expect(entry?.reactions?.map((tally) => tally.emoji)).toEqual(['👍', '🎉']);
    expect(JSON.stringify(data)).not.toContain(other.admin.id);

    expect((await timeline(other.admin.headers)).status).toBe(404);
    const feed = await t.app.inject({ url: '/api/activity', headers: other.admin.headers });
    expect(JSON.stringify(feed.json())).not.toContain(checkInId);
  });

  it('drops the reactions from the entry once they are undone', async () => {
    const [first, second] = acme.users;
    if (!first || !second) throw new Error('fixture users missing');
    await react(first.headers, '👍');
    await react(second.headers, '👍');
    await react(second.headers, '🎉');
    // Only the other company's row is left: the entry reads as if nobody reacted.
    const { data } = await timeline(acme.admin.headers);
    expect(data.some((row) => row.reactions)).toBe(false);
  });
});
