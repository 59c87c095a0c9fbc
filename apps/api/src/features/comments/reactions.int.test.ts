import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithCheckIn } from '../../test/checkin-fixtures';
import type { FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;
let keyResultId: string;
let checkInId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, other, keyResultId, checkInId } = await companyWithCheckIn(t));
});
afterAll(() => t.close());

const react = (headers: Record<string, string>, emoji: string, id = checkInId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/check-ins/${id}/reactions`,
    headers,
    payload: { emoji },
  });

describe('reactions on check-ins', () => {
  it('toggles a reaction and counts who reacted', async () => {
    const [first, second] = acme.users;
    if (!first || !second) throw new Error('fixture users missing');
    await react(first.headers, '👍');
    const both = await react(second.headers, '👍');
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual({
      checkInId,
      reactions: [
        {
          emoji: '👍',
          count: 2,
          reactedByMe: true,
          people: [
            { id: first.id, name: first.name },
            { id: second.id, name: second.name },
          ],
        },
      ],
    });
    const undone = await react(first.headers, '👍');
    expect(undone.json().reactions[0]).toMatchObject({ count: 1, reactedByMe: false });
    await react(first.headers, '🎉');

    const list = await t.app.inject({
      url: `/api/key-results/${keyResultId}/reactions`,
      headers: acme.admin.headers,
    });
    expect(list.json()).toEqual({
      data: [
        {
          checkInId,
          reactions: [
            expect.objectContaining({ emoji: '👍', count: 1, reactedByMe: false }),
            expect.objectContaining({ emoji: '🎉', count: 1, reactedByMe: false }),
          ],
        },
      ],
    });
  });

  it('takes only the fixed emojis', async () => {
    const response = await react(acme.admin.headers, '💩');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Escolha uma das reações disponíveis.');
  });

  it('answers 404 to another company', async () => {
    expect((await react(other.admin.headers, '👍')).statusCode).toBe(404);
    const list = await t.app.inject({
      url: `/api/key-results/${keyResultId}/reactions`,
      headers: other.admin.headers,
    });
    expect(list.statusCode).toBe(404);
  });
});
