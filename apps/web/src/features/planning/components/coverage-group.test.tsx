import type { CoverageGroup } from '@rumo/shared/planning/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CoverageObjectiveList } from './coverage-group';

const objective = (id: string, title: string) => ({
  id,
  title,
  level: 'team',
  progress: 50,
  ownerName: 'Ana',
});

const group: CoverageGroup = {
  objectiveCount: 4,
  averageProgress: 50,
  objectives: [objective('o1', 'Primeiro'), objective('o2', 'Segundo')],
  nextCursor: 'team.o2.Segundo',
};

const pages: Record<string, unknown> = {
  '/planning/coverage/objectives?cycleId=c1&pillarId=none&after=team.o2.Segundo': {
    data: [objective('o3', 'Terceiro')],
    nextCursor: 'team.o3.Terceiro',
  },
  '/planning/coverage/objectives?cycleId=c1&pillarId=none&after=team.o3.Terceiro': {
    data: [objective('o4', 'Quarto')],
    nextCursor: null,
  },
};
const requested: string[] = [];
beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = String(input instanceof Request ? input.url : input).replace(/^.*\/api/, '');
      requested.push(url);
      return new Response(JSON.stringify(pages[url]), { status: pages[url] ? 200 : 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('CoverageObjectiveList', () => {
  it('shows the first objectives at once and reads the rest page by page', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <CoverageObjectiveList cycleId="c1" pillarId="none" group={group} label="Sem alinhamento" />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Sem alinhamento' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Primeiro', 'Segundo']);
    expect(requested).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Carregar mais (2 restantes)' }));
    expect(await within(list).findByText('Terceiro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar mais (1 restantes)' }));
    expect(await within(list).findByText('Quarto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Carregar mais/ })).toBeNull();
    expect(requested).toHaveLength(2);
  });
});
