import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, initialsOf } from './avatar-colors';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

describe('avatar colours and initials', () => {
  it('gives white initials at least 4.5:1 on every colour', () => {
    for (const color of AVATAR_COLORS) {
      expect(1.05 / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('derives the same colour from the same name, and spreads names over colours', () => {
    expect(avatarColor('Ana Souza')).toBe(avatarColor(' ana souza '));
    const names = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabi', 'Hugo'];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThan(3);
  });

  it('takes the first and last initials', () => {
    expect(initialsOf('Ana Paula Souza')).toBe('AS');
    expect(initialsOf('élio')).toBe('É');
    expect(initialsOf('  ')).toBe('?');
  });
});
