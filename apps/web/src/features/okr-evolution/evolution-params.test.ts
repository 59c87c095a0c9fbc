import { describe, expect, it } from 'vitest';
import { readEvolutionParams, writeEvolutionParams } from './evolution-params';

describe('evolution params', () => {
  it('starts the Time scope on the person’s own team until another is chosen', () => {
    expect(readEvolutionParams(new URLSearchParams('escopo=time'), 'meu-time')).toEqual({
      scope: 'team',
      itemId: 'meu-time',
      objectiveId: null,
    });
    expect(
      readEvolutionParams(new URLSearchParams('escopo=time&item=outro'), 'meu-time').itemId,
    ).toBe('outro');
    expect(readEvolutionParams(new URLSearchParams('escopo=time'), null).itemId).toBeNull();
    // Other scopes never borrow the team.
    expect(
      readEvolutionParams(new URLSearchParams('escopo=objetivo'), 'meu-time').itemId,
    ).toBeNull();
    expect(readEvolutionParams(new URLSearchParams(''), 'meu-time').itemId).toBeNull();
  });

  it('writes a key result’s address with its objective, keeping the cycle', () => {
    const next = writeEvolutionParams(new URLSearchParams('ciclo=c1&escopo=time&item=t1'), {
      scope: 'key_result',
      objectiveId: 'o1',
      itemId: 'k1',
    });
    expect(next.toString()).toBe('ciclo=c1&escopo=resultado-chave&item=k1&objetivo=o1');
  });
});
