import { describe, expect, it } from 'vitest';
import {
  clearUserFilters,
  hasActiveUserFilters,
  readUserFilters,
  userListQueryString,
  writeUserFilters,
} from './user-filters';

const TEAM = '6f1c1d3e-2b7a-4c1e-9a55-0c7d2f1b9e10';

describe('users list filters in the URL', () => {
  it('reads pt-BR parameters and ignores values the API would refuse', () => {
    const params = new URLSearchParams(
      `busca=ana&papel=admin&status=pending&time=${TEAM}&pagina=3`,
    );
    expect(readUserFilters(params)).toEqual({
      search: 'ana',
      role: 'admin',
      status: 'pending',
      teamId: TEAM,
      page: 3,
    });
    expect(readUserFilters(new URLSearchParams('papel=dono&status=x&time=abc&pagina=-2'))).toEqual({
      search: '',
      role: null,
      status: null,
      teamId: null,
      page: 1,
    });
  });

  it('writes a filter, drops empty values and goes back to page 1', () => {
    const params = new URLSearchParams('busca=ana&pagina=4&outro=1');
    const next = writeUserFilters(params, { status: 'disabled', search: '' });
    expect(next.toString()).toBe('outro=1&status=disabled');
    expect(writeUserFilters(next, { page: 2 }).get('pagina')).toBe('2');
    expect(writeUserFilters(next, { page: 1 }).has('pagina')).toBe(false);
  });

  it('clears every filter but keeps other parameters', () => {
    const params = new URLSearchParams('busca=ana&papel=user&outro=1');
    expect(clearUserFilters(params).toString()).toBe('outro=1');
    expect(hasActiveUserFilters(readUserFilters(params))).toBe(true);
    expect(hasActiveUserFilters(readUserFilters(new URLSearchParams('pagina=2')))).toBe(false);
  });

  it('builds the GET /api/users query', () => {
    const filters = readUserFilters(new URLSearchParams(`busca=%20ana%20&papel=user&time=${TEAM}`));
    expect(userListQueryString(filters)).toBe(
      `page=1&limit=20&search=ana&role=user&teamId=${TEAM}`,
    );
  });
});
