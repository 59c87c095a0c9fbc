import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BarChart, DonutChart } from './charts';

describe('dashboard charts', () => {
  it('draws one ring segment per slice, the total and a legend, named for screen readers', () => {
    const { container } = renderWithProviders(
      <DonutChart
        data={[
          { name: 'Ativo', value: 3, color: 'blue.6' },
          { name: 'Rascunho', value: 1, color: 'gray.5' },
        ]}
        size={150}
        thickness={22}
        chartLabel="4 objetivos"
        h={220}
        aria-label="Objetivos por status: Ativo 3, Rascunho 1"
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Objetivos por status: Ativo 3, Rascunho 1' }),
    ).toBeVisible();
    const paths = container.querySelectorAll('path');
    expect(paths).toHaveLength(2);
    expect(paths[0]).toHaveAttribute('fill', 'var(--mantine-color-blue-6)');
    expect(paths[1]?.querySelector('title')).toHaveTextContent('Rascunho: 1');
    expect(container).toHaveTextContent('4 objetivos');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('draws a single slice as a whole ring', () => {
    const { container } = renderWithProviders(
      <DonutChart
        data={[{ name: 'Ativo', value: 5, color: 'blue.6' }]}
        size={100}
        thickness={20}
        chartLabel="5 objetivos"
        h={200}
        aria-label="Ativo 5"
      />,
    );
    const d = container.querySelector('path')?.getAttribute('d') ?? '';
    // A large arc (flag 1) ending just left of where it started, at the top.
    expect(d).toMatch(/A 50 50 0 1 1 49\.99/);
  });

  it('sizes each bar on the 0–max axis and writes its value', () => {
    const { container } = renderWithProviders(
      <BarChart
        data={[
          { label: 'Produto', value: 50 },
          { label: 'Vendas', value: 120 },
        ]}
        color="blue.6"
        valueFormatter={(value) => `${value}%`}
        max={100}
        ticks={[0, 50, 100]}
        aria-label="Progresso por time: Produto 50%, Vendas 120%"
      />,
    );
    expect(screen.getByRole('img', { name: /Produto 50%/ })).toBeVisible();
    const bars = [...container.querySelectorAll<HTMLElement>('[style*="width"]')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['50%', '100%']);
    expect(container).toHaveTextContent('Produto50%');
    expect(container).toHaveTextContent('Vendas120%');
  });
});
