import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ObjectiveParentSelect } from './objective-parent-select';

const objective = (id: string, title: string, level: string) => ({
  id,
  cycleId: 'c1',
  title,
  description: null,
  level,
  team: null,
  owner: { id: 'u1', name: 'Ana', avatar: null },
  parentObjective: null,
  pillar: null,
  status: 'active',
  result: null,
  closingComment: null,
  progress: 0,
  confidence: null,
  keyResultCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = String(input instanceof Request ? input.url : input);
      requested.push(url);
      const search = new URL(url, 'http://x').searchParams.get('search');
      const data = search
        ? [objective('o9', 'Receita recorrente', 'team')]
        : [objective('self', 'Este objetivo', 'company'), objective('o1', 'Crescer', 'company')];
      return new Response(JSON.stringify({ data, page: 1, limit: 30, total: 120 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ObjectiveParentSelect', () => {
  it("searches the cycle's objectives on the server and never offers the objective itself", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <ObjectiveParentSelect
        label="Objetivo superior"
        cycleId="c1"
        excludeId="self"
        value={null}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Objetivo superior' });
    expect(
      await screen.findByText('Digite parte do título para encontrar outros.'),
    ).toBeInTheDocument();
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'Crescer' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Este objetivo' })).toBeNull();
    expect(requested[0]).toContain('cycleId=c1');

    await user.type(input, 'receita');
    await user.click(await screen.findByRole('option', { name: 'Receita recorrente' }));
    expect(requested.some((url) => url.includes('search=receita'))).toBe(true);
    expect(onChange).toHaveBeenCalledWith('o9', expect.objectContaining({ value: 'o9' }));
  });
});
