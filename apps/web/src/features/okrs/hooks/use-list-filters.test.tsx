import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListFilters } from './use-list-filters';

function renderFilters(initialUrl: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialUrl]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useListFilters(), location: useLocation() }), { wrapper });
}

describe('useListFilters', () => {
  it('reads the filters from the URL the page was opened with', () => {
    const { result } = renderFilters('/okrs?visao=lista&status=draft&busca=vendas&pagina=2');
    expect(result.current.filters).toMatchObject({ status: 'draft', search: 'vendas', page: 2 });
  });

  it('puts a changed filter in the URL and goes back to page 1, keeping the tab', () => {
    const { result } = renderFilters('/okrs?visao=lista&pagina=3');
    act(() => result.current.setFilters({ level: 'team', confidence: 'at_risk' }));
    expect(new URLSearchParams(result.current.location.search).toString()).toBe(
      'visao=lista&nivel=team&confianca=at_risk',
    );
    expect(result.current.filters).toMatchObject({ level: 'team', confidence: 'at_risk', page: 1 });
  });

  it('clears every filter at once', () => {
    const { result } = renderFilters('/okrs?visao=lista&nivel=company&busca=x');
    act(() => result.current.clearFilters());
    expect(result.current.location.search).toBe('?visao=lista');
  });
});
