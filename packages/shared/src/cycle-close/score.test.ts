import { describe, expect, it } from 'vitest';
import {
  averageBy,
  averageScore,
  bandOf,
  distribution,
  formatScore,
  isValidScore,
  needsReason,
  suggestScore,
} from './score';

describe('suggestScore', () => {
  it('is the progress clamped to 0–100, over 100, rounded to a tenth (halves up)', () => {
    expect(suggestScore(0)).toBe(0);
    expect(suggestScore(64)).toBe(0.6);
    expect(suggestScore(65)).toBe(0.7);
    expect(suggestScore(99.9)).toBe(1);
    expect(suggestScore(130)).toBe(1);
    expect(suggestScore(-20)).toBe(0);
    expect(suggestScore(Number.NaN)).toBe(0);
  });
});

describe('score rules', () => {
  it('accepts tenths in 0..1 only', () => {
    expect(isValidScore(0.7)).toBe(true);
    expect(isValidScore(0.3 + 0.4)).toBe(true);
    expect(isValidScore(0.75)).toBe(false);
    expect(isValidScore(1.1)).toBe(false);
    expect(isValidScore(-0.1)).toBe(false);
  });

  it('asks a reason only when the score differs from the suggestion', () => {
    expect(needsReason(0.7, 0.7)).toBe(false);
    expect(needsReason(0.3 + 0.4, 0.7)).toBe(false);
    expect(needsReason(0.8, 0.7)).toBe(true);
  });

  it('bands scores as 0–0.3, 0.4–0.6 and 0.7–1', () => {
    expect([0, 0.3, 0.4, 0.6, 0.7, 1].map(bandOf)).toEqual([
      'low',
      'low',
      'mid',
      'mid',
      'high',
      'high',
    ]);
    expect(formatScore(0.7)).toBe('0,7');
  });
});

describe('report aggregates', () => {
  const item = (score: number, person: string, team: string | null) => ({
    score,
    personId: person,
    personName: person,
    teamId: team,
    teamName: team,
    pillarId: null,
    pillarName: null,
  });
  const items = [item(1, 'Ana', 'Vendas'), item(0.4, 'Ana', 'Vendas'), item(0.2, 'Bia', null)];

  it('averages per group, best first, each key result counting once', () => {
    expect(averageBy(items, (i) => ({ id: i.personId, name: i.personName }))).toEqual([
      { id: 'Ana', name: 'Ana', average: 0.7, count: 2 },
      { id: 'Bia', name: 'Bia', average: 0.2, count: 1 },
    ]);
    expect(averageScore(items)).toBe(0.53);
    expect(averageScore([])).toBeNull();
  });

  it('counts the scores per band', () => {
    expect(distribution(items).map((band) => band.count)).toEqual([1, 1, 1]);
  });
});
