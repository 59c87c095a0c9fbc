import { describe, expect, it } from 'vitest';
import { formatCard, formatCardMask } from './card';

describe('card mask', () => {
  it('shows only the last four digits, one way everywhere', () => {
    expect(formatCardMask('XXXXXXXXXXXX4444')).toBe('•••• 4444');
    expect(formatCardMask('5555********4444')).toBe('•••• 4444');
    expect(formatCardMask('•••• •••• •••• 4444')).toBe('•••• 4444');
  });

  it('shows nothing for a mask without the last digits', () => {
    expect(formatCardMask(null)).toBeNull();
    expect(formatCardMask('XXXX')).toBeNull();
  });

  it('names the brand as people read it', () => {
    expect(formatCard('mastercard', 'XXXXXXXXXXXX4444')).toBe('Mastercard •••• 4444');
    expect(formatCard(null, 'XXXXXXXXXXXX4444')).toBe('Cartão •••• 4444');
    expect(formatCard('visa', null)).toBe('Visa');
    expect(formatCard(null, null)).toBeNull();
  });
});
