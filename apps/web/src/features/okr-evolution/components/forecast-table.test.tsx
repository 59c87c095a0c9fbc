import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ForecastTable } from './forecast-table';

const show = (closed: boolean) =>
  renderWithProviders(
    <MemoryRouter>
      <ForecastTable keyResults={[]} closed={closed} />
    </MemoryRouter>,
  );

describe('ForecastTable without key results', () => {
  it('points to OKRs while the cycle can still take key results', () => {
    show(false);
    expect(screen.getByText(/Cadastre resultados-chave nos objetivos em OKRs/)).toBeInTheDocument();
  });

  it('does not ask for key results in a closed cycle', () => {
    show(true);
    expect(screen.getByText(/o ciclo foi encerrado sem eles/)).toBeInTheDocument();
    expect(screen.queryByText(/Cadastre resultados-chave/)).toBeNull();
  });
});
