import { describe, expect, it } from 'vitest';
import {
  clearListFilters,
  EMPTY_FILTERS,
  hasActiveFilters,
  listQueryString,
  readListFilters,
  writeListFilters,
} from './list-filters';

const TEAM = '11111111-1111-4111-8111-111111111111';
const OWNER = '22222222-2222-4222-8222-222222222222';
const CYCLE = '33333333-3333-4333-8333-333333333333';

describe('list filters ↔ URL query', () => {
  it('reads every filter from its pt-BR parameter', () => {
    const params = new URLSearchParams(
      `time=${TEAM}&responsavel=${OWNER}&nivel=team&status=active&confianca=at_risk&busca=receita&pagina=3`,
    );
    expect(readListFilters(params)).toEqual({
      teamId: TEAM,
      ownerId: OWNER,
      level: 'team',
      status: 'active',
      confidence: 'at_risk',
      search: 'receita',
      page: 3,
    });
  });

  it('ignores values the API would refuse', () => {
    const params = new URLSearchParams('time=abc&nivel=galaxy&status=x&confianca=&pagina=-2');
    expect(readListFilters(params)).toEqual(EMPTY_FILTERS);
  });

  it('writes filters, drops empty ones, keeps the cycle and goes back to page 1', () => {
    const start = new URLSearchParams(`ciclo=${CYCLE}&visao=lista&pagina=4&nivel=team`);
    const next = writeListFilters(start, { status: 'closed', level: null, search: '  vendas ' });
    expect(Object.fromEntries(next)).toEqual({
      ciclo: CYCLE,
      visao: 'lista',
      status: 'closed',
      busca: 'vendas',
    });
  });

  it('keeps the filters when only the page changes, and omits page 1', () => {
    const start = new URLSearchParams('status=active');
    expect(writeListFilters(start, { page: 2 }).toString()).toBe('status=active&pagina=2');
    expect(writeListFilters(start, { page: 1 }).toString()).toBe('status=active');
  });

  it('survives a round trip through the URL (a reload)', () => {
    const filters = { ...EMPTY_FILTERS, ownerId: OWNER, confidence: 'off_track' as const, page: 2 };
    const url = writeListFilters(new URLSearchParams(), filters).toString();
    expect(readListFilters(new URLSearchParams(url))).toEqual(filters);
  });

  it('clears every filter but not the cycle or the tab', () => {
    const params = new URLSearchParams(`ciclo=${CYCLE}&visao=lista&busca=x&time=${TEAM}&pagina=2`);
    expect(clearListFilters(params).toString()).toBe(`ciclo=${CYCLE}&visao=lista`);
  });

  it('tells whether any filter is set', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, page: 5 })).toBe(false);
  });

  it('builds the API query string with the cycle and only the set filters', () => {
    const query = listQueryString(
      { ...EMPTY_FILTERS, teamId: TEAM, search: ' meta ', page: 2 },
      CYCLE,
    );
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      page: '2',
      limit: '20',
      cycleId: CYCLE,
      teamId: TEAM,
      search: 'meta',
    });
  });
});
