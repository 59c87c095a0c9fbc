import { describe, expect, it } from 'vitest';
import { commentText } from './presentation-slides';

const base = {
  id: 'c1',
  author: { id: 'a', name: 'Ana', avatar: null },
  keyResultTitle: null,
  createdAt: '2026-01-01T12:00:00.000Z',
};
const bruno = '11111111-1111-4111-8111-111111111111';
const gone = '22222222-2222-4222-8222-222222222222';

describe('commentText', () => {
  it('shows each mention as @Name, and a person no longer there as @usuário', () => {
    expect(
      commentText({
        ...base,
        body: `Valeu <@${bruno}>! Falar com <@${gone}>.`,
        mentions: [{ id: bruno, name: 'Bruno Lima' }],
      }),
    ).toBe('Valeu @Bruno Lima! Falar com @usuário.');
  });
});
