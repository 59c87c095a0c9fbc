import { describe, expect, it } from 'vitest';
import { toWellFormedJson } from './well-formed-json';

describe('toWellFormedJson', () => {
  it('replaces lone surrogates in values and keys with U+FFFD, at any depth', () => {
    const json = toWellFormedJson({
      name: 'a\uD800b',
      list: ['\uDC00', { 'k\uDBFF': 'x\uD83D' }],
      emoji: '😀',
      at: new Date('2026-01-01T00:00:00Z'),
    });
    expect(json).not.toMatch(/\\ud[89a-f]/i);
    expect(JSON.parse(json)).toEqual({
      name: 'a\uFFFDb',
      list: ['\uFFFD', { 'k\uFFFD': 'x\uFFFD' }],
      emoji: '😀',
      at: '2026-01-01T00:00:00.000Z',
    });
  });
});
