import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { TimelineReactions } from './timeline-reactions';

const ANA = { id: '11111111-1111-4111-8111-111111111111', name: 'Ana Souza' };
const BRUNO = { id: '22222222-2222-4222-8222-222222222222', name: 'Bruno Lima' };

describe('TimelineReactions', () => {
  it('shows each emoji with its count and names who reacted', async () => {
    renderWithProviders(
      <TimelineReactions
        reactions={[
          { emoji: '👍', count: 2, people: [ANA, BRUNO] },
          { emoji: '🎉', count: 1, people: [BRUNO] },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Reações ao check-in' });
    const items = screen.getAllByRole('listitem');
    expect(list).toContainElement(items[0] ?? null);
    expect(items.map((item) => item.textContent)).toEqual(['👍 2', '🎉 1']);
    expect(items[0]).toHaveAccessibleName('2 pessoas reagiram com 👍: Ana Souza e Bruno Lima');
    expect(items[1]).toHaveAccessibleName('1 pessoa reagiu com 🎉: Bruno Lima');

    await userEvent.setup().tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '2 pessoas reagiram com 👍: Ana Souza e Bruno Lima',
    );
  });
});
