import type { SearchResult } from '@rumo/shared/search/contracts';
import { describe, expect, it } from 'vitest';
import { moveActive, resultPath } from './search-model';

const person: SearchResult = {
  kind: 'person',
  id: 'p1',
  title: 'Conceição Araújo',
  subtitle: 'Gerente',
  objectiveId: null,
  avatar: null,
  private: false,
};

describe('search model', () => {
  it('moves the active result with wrap-around', () => {
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'End')).toBe(2);
    expect(moveActive(1, 0, 'ArrowDown')).toBe(-1);
  });

  it('opens a person in Usuários for admins and in their objectives for everyone else', () => {
    expect(resultPath(person, true)).toBe('/usuarios?busca=Concei%C3%A7%C3%A3o%20Ara%C3%BAjo');
    expect(resultPath(person, false)).toBe('/okrs?visao=lista&responsavel=p1');
  });
});
