import type { Cycle } from '@rumo/shared/cycles/contracts';
import type { TeamDetail } from '@rumo/shared/teams/contracts';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TeamObjectivesCard } from './team-objectives-card';

const team = { objectives: [] } as unknown as TeamDetail;

const cycle = (status: Cycle['status']) =>
  ({ id: 'c1', name: 'Q2', status, isCurrent: true }) as Cycle;

/** The cycle list the card reads to tell why the team has no objective. */
function serveCycles(cycles: Cycle[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: cycles, page: 1, limit: 100, total: cycles.length })),
    ),
  );
}
afterEach(() => vi.unstubAllGlobals());

const show = (admin: boolean) =>
  renderWithProviders(
    <MemoryRouter>
      <TeamObjectivesCard team={team} admin={admin} />
    </MemoryRouter>,
  );

describe('TeamObjectivesCard without objectives', () => {
  it('asks for a team objective while the current cycle takes objectives', async () => {
    serveCycles([cycle('active')]);
    show(false);
    expect(await screen.findByText('Nenhum objetivo do time neste ciclo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para OKRs' })).toHaveAttribute('href', '/okrs');
  });

  it('says the cycle was closed, and offers an admin the next one', async () => {
    serveCycles([cycle('closed')]);
    show(true);
    expect(await screen.findByText('O ciclo “Q2” foi encerrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar o próximo ciclo' })).toHaveAttribute(
      'href',
      '/planejamento',
    );
    expect(screen.queryByText(/Crie um objetivo de nível Time/)).toBeNull();
  });

  it('tells a member there is no cycle yet, with no button they cannot use', async () => {
    serveCycles([]);
    show(false);
    expect(await screen.findByText('Ainda não há ciclo de OKRs')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
