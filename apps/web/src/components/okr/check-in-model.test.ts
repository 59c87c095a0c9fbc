import { describe, expect, it } from 'vitest';
import {
  type CheckInKeyResult,
  checkInInitialValues,
  previewProgress,
  toCheckInBody,
  validateCheckIn,
} from './check-in-model';
import { describeGoal } from './key-result-goal';

const keyResult: CheckInKeyResult = {
  id: 'kr',
  title: 'Reduzir o tempo de resposta',
  type: 'decrease',
  start: 48,
  target: 12,
  current: 30,
  unit: 'custom',
  customUnit: 'h',
  decimals: 1,
  confidence: null,
  progress: 50,
};

describe('check-in form model', () => {
  it('starts from the key result (or the check-in being edited) and today', () => {
    expect(checkInInitialValues(keyResult, undefined, '2025-05-05')).toEqual({
      value: 30,
      confidence: 'on_track',
      comment: '',
      date: '2025-05-05',
    });
  });

  it('refuses dates after today and an empty value', () => {
    const errors = validateCheckIn(
      { value: '', confidence: 'on_track', comment: '', date: '2025-05-06' },
      '2025-05-05',
    );
    expect(errors.value).toBe('Informe o valor atual.');
    expect(errors.date).toBe('A data do check-in não pode estar no futuro.');
  });

  it('refuses a comment over 2000 characters with the shared message', () => {
    const errors = validateCheckIn(
      { value: 10, confidence: 'at_risk', comment: 'x'.repeat(2001), date: '2025-05-05' },
      '2025-05-05',
    );
    expect(errors.comment).toBe('O comentário deve ter no máximo 2000 caracteres.');
  });

  it('sends the date only when it is not today', () => {
    const values = { value: 20, confidence: 'at_risk' as const, comment: '  ', date: '2025-05-05' };
    expect(toCheckInBody(values, '2025-05-05')).toEqual({
      value: 20,
      confidence: 'at_risk',
      comment: null,
      date: undefined,
    });
    expect(toCheckInBody({ ...values, date: '2025-05-01' }, '2025-05-05').date).toBe('2025-05-01');
  });

  it('previews progress with the shared formula', () => {
    expect(previewProgress(keyResult, 12)).toBe(100);
    expect(previewProgress(keyResult, 30)).toBe(50);
    expect(previewProgress(keyResult, '')).toBeNull();
  });

  it('describes the goal with the unit', () => {
    expect(describeGoal(keyResult)).toBe('Reduzir de 48,0 h para 12,0 h');
  });
});
