import { describe, expect, it } from 'vitest';
import {
  CONFIDENCES,
  confidenceDropped,
  confidenceLabels,
  KEY_RESULT_TYPES,
  keyResultTypeLabels,
  keyResultTypeSchema,
} from './key-result-types';

describe('key result vocabulary', () => {
  it('labels every type and confidence in pt-BR', () => {
    expect(KEY_RESULT_TYPES.map((type) => keyResultTypeLabels[type])).toEqual([
      'Aumentar',
      'Reduzir',
      'Manter acima de',
      'Manter abaixo de',
      'Entregue ou não',
      'Marcos (iniciativas)',
    ]);
    expect(CONFIDENCES.map((confidence) => confidenceLabels[confidence])).toEqual([
      'No caminho',
      'Em risco',
      'Fora do caminho',
    ]);
  });
  it('validates types with zod', () => {
    expect(keyResultTypeSchema.safeParse('keep_above').success).toBe(true);
    expect(keyResultTypeSchema.safeParse('keep').success).toBe(false);
  });
  it('detects a confidence drop', () => {
    expect(confidenceDropped('on_track', 'at_risk')).toBe(true);
    expect(confidenceDropped('at_risk', 'off_track')).toBe(true);
    expect(confidenceDropped('off_track', 'at_risk')).toBe(false);
    expect(confidenceDropped('at_risk', 'at_risk')).toBe(false);
    expect(confidenceDropped(null, 'off_track')).toBe(false);
  });
});
