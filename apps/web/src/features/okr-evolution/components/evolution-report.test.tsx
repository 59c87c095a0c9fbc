import type { Evolution } from '@rumo/shared/evolution/contracts';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EvolutionReport } from './evolution-report';

// A cycle running from long ago to far ahead: "today" is always inside it.
const evolution: Evolution = {
  cycle: { id: 'c', name: 'T1', startDate: '2020-01-01', endDate: '2099-12-31' },
  scope: 'company',
  label: 'Empresa',
  series: [{ date: '2020-01-01', progress: 10, expected: 0, confidence: null }],
  forecast: null,
  forecastSentence: 'faltam check-ins para prever o ritmo',
  keyResults: [],
};

const show = (closed: boolean) =>
  renderWithProviders(
    <MemoryRouter>
      <EvolutionReport evolution={evolution} closed={closed} />
    </MemoryRouter>,
  );

describe('EvolutionReport figures', () => {
  it('shows "Esperado hoje" while the cycle is open', () => {
    show(false);
    expect(screen.getByText('Esperado hoje')).toBeInTheDocument();
  });

  it('stops at the end of a closed cycle: "Esperado no fim", 100%', () => {
    show(true);
    expect(screen.queryByText('Esperado hoje')).toBeNull();
    expect(screen.getByText('Esperado no fim')).toBeInTheDocument();
    expect(screen.getByText('Ciclo encerrado em 31/12/99')).toBeInTheDocument();
  });
});
