import { describe, expect, it } from 'vitest';
import {
  cycleLengthOptions,
  timeZoneLabel,
  timeZoneOptions,
  weekDayOptions,
} from './settings-options';

describe('settings options', () => {
  it('lists São Paulo first and keeps a saved zone the browser does not list', () => {
    const zones = timeZoneOptions();
    expect(zones[0]?.value).toBe('America/Sao_Paulo');
    expect(zones[0]?.label).toMatch(/^America\/Sao Paulo \(GMT-3\)$/);
    expect(timeZoneOptions('UTC')[0]?.value).toBe('UTC');
  });

  it('labels week days by their stored index and cycle lengths in months', () => {
    expect(weekDayOptions[1]).toEqual({ value: '1', label: 'Segunda-feira' });
    expect(cycleLengthOptions.map((option) => option.label)).toEqual([
      '1 mês',
      '2 meses',
      '3 meses',
      '4 meses',
      '6 meses',
      '12 meses',
    ]);
    expect(timeZoneLabel('Europe/Lisbon', new Date('2025-01-15T12:00:00Z'))).toMatch(
      /^Europe\/Lisbon \(GMT(\+0)?\)$/,
    );
  });
});
