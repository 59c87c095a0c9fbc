import { describe, expect, it } from 'vitest';
import {
  describeSparkline,
  type SparklineSource,
  sparklineGeometry,
} from './key-result-sparkline-model';

const source = (overrides: Partial<SparklineSource> = {}): SparklineSource => ({
  type: 'increase',
  start: 0,
  target: 100,
  unit: 'percent',
  customUnit: null,
  decimals: 0,
  trend: [
    { date: '2026-01-05', value: 20 },
    { date: '2026-01-12', value: 50 },
  ],
  ...overrides,
});

describe('sparklineGeometry', () => {
  it('draws start and each check-in across the width, on a scale holding start and target', () => {
    const geometry = sparklineGeometry(source(), 106, 106);
    // 3 points over 100 px of drawing width (3 px padding each side); y is inverted.
    expect(geometry?.points).toBe('3,103 53,83 103,53');
    expect(geometry?.targetY).toBe(3);
    expect(geometry?.last).toEqual({ x: 103, y: 53 });
  });

  it('has nothing to draw before the first check-in, and no target line for binary', () => {
    expect(sparklineGeometry(source({ trend: [] }), 96, 28)).toBeNull();
    const binary = source({ type: 'binary', target: 1, trend: [{ date: '2026-01-05', value: 1 }] });
    expect(sparklineGeometry(binary, 96, 28)?.targetY).toBeNull();
  });

  it('keeps a flat series inside the box', () => {
    const flat = source({
      type: 'keep_above',
      start: 5,
      target: 5,
      trend: [{ date: 'd', value: 5 }],
    });
    expect(sparklineGeometry(flat, 96, 28)?.points).toBe('3,3 93,3');
  });
});

describe('describeSparkline', () => {
  it('says where the key result went, in pt-BR, with its unit', () => {
    expect(describeSparkline(source())).toBe('Tendência: de 0% para 50% em 2 check-ins; meta 100%');
    expect(describeSparkline(source({ trend: [{ date: 'd', value: 10 }] }))).toBe(
      'Tendência: de 0% para 10% em 1 check-in; meta 100%',
    );
    expect(describeSparkline(source({ trend: [] }))).toBe('Sem check-ins ainda');
    expect(
      describeSparkline(source({ type: 'binary', target: 1, trend: [{ date: 'd', value: 1 }] })),
    ).toBe('Tendência: entregue após 1 check-in');
  });
});
