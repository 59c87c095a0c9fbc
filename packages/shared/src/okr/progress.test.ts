import { describe, expect, it } from 'vitest';
import { KEY_RESULT_TYPES } from './key-result-types';
import {
  keyResultProgress,
  milestoneCounts,
  objectiveProgress,
  progressFormulaDescription,
  roundProgress,
} from './progress';

describe('keyResultProgress: increase', () => {
  const kr = { type: 'increase', start: 10, target: 30 } as const;
  it('is linear between start and target', () => {
    expect(keyResultProgress({ ...kr, current: 10 })).toBe(0);
    expect(keyResultProgress({ ...kr, current: 15 })).toBe(25);
    expect(keyResultProgress({ ...kr, current: 30 })).toBe(100);
  });
  it('clamps past the target and below the start', () => {
    expect(keyResultProgress({ ...kr, current: 45 })).toBe(100);
    expect(keyResultProgress({ ...kr, current: 2 })).toBe(0);
  });
  it('handles negative values', () => {
    expect(keyResultProgress({ type: 'increase', start: -10, target: 10, current: 0 })).toBe(50);
    expect(keyResultProgress({ type: 'increase', start: -20, target: -10, current: -12 })).toBe(80);
  });
  it('handles decimals', () => {
    expect(
      keyResultProgress({ type: 'increase', start: 0.1, target: 0.3, current: 0.2 }),
    ).toBeCloseTo(50, 10);
    expect(keyResultProgress({ type: 'increase', start: 1.5, target: 4.5, current: 2.25 })).toBe(
      25,
    );
  });
  it('start = target: 100 once reached or passed, else 0', () => {
    const same = { type: 'increase', start: 50, target: 50 } as const;
    expect(keyResultProgress({ ...same, current: 50 })).toBe(100);
    expect(keyResultProgress({ ...same, current: 51 })).toBe(100);
    expect(keyResultProgress({ ...same, current: 49.9 })).toBe(0);
  });
});

describe('keyResultProgress: decrease', () => {
  const kr = { type: 'decrease', start: 40, target: 20 } as const;
  it('is linear from start down to target', () => {
    expect(keyResultProgress({ ...kr, current: 40 })).toBe(0);
    expect(keyResultProgress({ ...kr, current: 35 })).toBe(25);
    expect(keyResultProgress({ ...kr, current: 20 })).toBe(100);
  });
  it('clamps past the target and above the start', () => {
    expect(keyResultProgress({ ...kr, current: 5 })).toBe(100);
    expect(keyResultProgress({ ...kr, current: 60 })).toBe(0);
  });
  it('handles negative values and decimals', () => {
    expect(keyResultProgress({ type: 'decrease', start: -5, target: -15, current: -10 })).toBe(50);
    expect(
      keyResultProgress({ type: 'decrease', start: 2.4, target: 1.2, current: 2.1 }),
    ).toBeCloseTo(25, 10);
  });
  it('start = target: 100 at or below the target, else 0', () => {
    const same = { type: 'decrease', start: 0, target: 0 } as const;
    expect(keyResultProgress({ ...same, current: 0 })).toBe(100);
    expect(keyResultProgress({ ...same, current: -1 })).toBe(100);
    expect(keyResultProgress({ ...same, current: 0.01 })).toBe(0);
  });
});

describe('keyResultProgress: keep_above', () => {
  const kr = { type: 'keep_above', start: 0, target: 80 } as const;
  it('is 100 at or above the threshold', () => {
    expect(keyResultProgress({ ...kr, current: 80 })).toBe(100);
    expect(keyResultProgress({ ...kr, current: 120 })).toBe(100);
  });
  it('drops with the distance below the threshold', () => {
    expect(keyResultProgress({ ...kr, current: 60 })).toBe(75);
    expect(keyResultProgress({ ...kr, current: 0 })).toBe(0);
    expect(keyResultProgress({ ...kr, current: -10 })).toBe(0);
  });
  it('uses |target| for a negative threshold', () => {
    expect(keyResultProgress({ type: 'keep_above', start: 0, target: -10, current: -15 })).toBe(50);
  });
  it('target 0: 100 at or above, 0 below', () => {
    const zero = { type: 'keep_above', start: 0, target: 0 } as const;
    expect(keyResultProgress({ ...zero, current: 0 })).toBe(100);
    expect(keyResultProgress({ ...zero, current: 3 })).toBe(100);
    expect(keyResultProgress({ ...zero, current: -0.5 })).toBe(0);
  });
  it('ignores start', () => {
    expect(keyResultProgress({ type: 'keep_above', start: 70, target: 80, current: 60 })).toBe(75);
  });
});

describe('keyResultProgress: keep_below', () => {
  const kr = { type: 'keep_below', start: 0, target: 10 } as const;
  it('is 100 at or below the threshold', () => {
    expect(keyResultProgress({ ...kr, current: 10 })).toBe(100);
    expect(keyResultProgress({ ...kr, current: -3 })).toBe(100);
  });
  it('drops with the distance above the threshold', () => {
    expect(keyResultProgress({ ...kr, current: 12.5 })).toBe(75);
    expect(keyResultProgress({ ...kr, current: 20 })).toBe(0);
    expect(keyResultProgress({ ...kr, current: 35 })).toBe(0);
  });
  it('uses |target| for a negative threshold', () => {
    expect(keyResultProgress({ type: 'keep_below', start: 0, target: -4, current: -3 })).toBe(75);
  });
  it('target 0: 100 at or below, 0 above', () => {
    const zero = { type: 'keep_below', start: 0, target: 0 } as const;
    expect(keyResultProgress({ ...zero, current: 0 })).toBe(100);
    expect(keyResultProgress({ ...zero, current: -2 })).toBe(100);
    expect(keyResultProgress({ ...zero, current: 1 })).toBe(0);
  });
});

describe('keyResultProgress: binary', () => {
  const kr = { type: 'binary', start: 0, target: 1 } as const;
  it('is 0 until delivered and 100 after', () => {
    expect(keyResultProgress({ ...kr, current: 0 })).toBe(0);
    expect(keyResultProgress({ ...kr, current: 0.99 })).toBe(0);
    expect(keyResultProgress({ ...kr, current: 1 })).toBe(100);
    expect(keyResultProgress({ ...kr, current: 2 })).toBe(100);
  });
  it('counts a smaller positive target as delivered, and 1 whatever the target', () => {
    expect(keyResultProgress({ type: 'binary', start: 0, target: 0.5, current: 0.5 })).toBe(100);
    expect(keyResultProgress({ type: 'binary', start: 0, target: 5, current: 1 })).toBe(100);
    expect(keyResultProgress({ type: 'binary', start: 0, target: 0, current: 0 })).toBe(0);
    expect(keyResultProgress({ type: 'binary', start: 0, target: -1, current: -1 })).toBe(0);
  });
});

describe('keyResultProgress: invalid numbers', () => {
  it('answers 0 for NaN or infinite inputs', () => {
    expect(keyResultProgress({ type: 'increase', start: 0, target: 10, current: Number.NaN })).toBe(
      0,
    );
    expect(
      keyResultProgress({
        type: 'keep_above',
        start: 0,
        target: Number.POSITIVE_INFINITY,
        current: 1,
      }),
    ).toBe(0);
  });
});

describe('roundProgress', () => {
  it('keeps one decimal', () => {
    expect(roundProgress(62.449)).toBe(62.4);
    expect(roundProgress(62.45001)).toBe(62.5);
    expect(roundProgress(100)).toBe(100);
    expect(roundProgress(100 / 3)).toBe(33.3);
    expect(roundProgress(Number.NaN)).toBe(0);
  });
});

describe('objectiveProgress', () => {
  it('is the weighted average', () => {
    expect(
      objectiveProgress([
        { progress: 100, weight: 1 },
        { progress: 40, weight: 2 },
        { progress: 0, weight: 1 },
      ]),
    ).toBe(45);
    expect(
      objectiveProgress([
        { progress: 30, weight: 0.5 },
        { progress: 60, weight: 1.5 },
      ]),
    ).toBe(52.5);
  });
  it('ignores weights of 0 or less', () => {
    expect(
      objectiveProgress([
        { progress: 80, weight: 1 },
        { progress: 0, weight: 0 },
        { progress: 0, weight: -2 },
      ]),
    ).toBe(80);
  });
  it('is 0 with no key results or no positive weight', () => {
    expect(objectiveProgress([])).toBe(0);
    expect(objectiveProgress([{ progress: 90, weight: 0 }])).toBe(0);
  });
});

describe('progressFormulaDescription', () => {
  it('has a distinct pt-BR sentence for every type', () => {
    const sentences = KEY_RESULT_TYPES.map(progressFormulaDescription);
    expect(new Set(sentences).size).toBe(KEY_RESULT_TYPES.length);
    for (const sentence of sentences) expect(sentence).toMatch(/100%/);
    expect(progressFormulaDescription('keep_below')).toContain('abaixo');
  });
});

describe('milestone key results', () => {
  it('score initiatives done out of those not canceled', () => {
    const score = (statuses: string[]) => {
      const { current, target } = milestoneCounts(statuses);
      return keyResultProgress({ type: 'milestone', start: 0, target, current });
    };
    expect(milestoneCounts(['done', 'in_progress', 'canceled', 'not_started'])).toEqual({
      current: 1,
      target: 3,
    });
    expect(score([])).toBe(0);
    expect(score(['canceled', 'canceled'])).toBe(0);
    expect(score(['done', 'canceled'])).toBe(100);
    expect(score(['done', 'not_started', 'in_progress', 'done'])).toBe(50);
  });
});
