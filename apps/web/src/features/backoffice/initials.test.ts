import { describe, expect, it } from 'vitest';
import { staffInitials } from './initials';

describe('staff initials (spec §2)', () => {
  it('takes the first letters of the first two words', () => {
    expect(staffInitials('Ana Souza')).toBe('AS');
    expect(staffInitials('maria clara de oliveira')).toBe('MC');
    expect(staffInitials('  Élio   Ávila ')).toBe('ÉÁ');
  });

  it('uses one letter for a single word', () => {
    expect(staffInitials('Gerente')).toBe('G');
  });

  it("falls back to 'AD' without a name", () => {
    expect(staffInitials('')).toBe('AD');
    expect(staffInitials('   ')).toBe('AD');
    expect(staffInitials(null)).toBe('AD');
    expect(staffInitials(undefined)).toBe('AD');
  });
});
