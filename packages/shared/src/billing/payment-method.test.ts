import { describe, expect, it } from 'vitest';
import { changePaymentMethodBodySchema, switchBirthDateMessages } from './payment-method';

const card = {
  paymentToken: 'a'.repeat(40),
  cardMask: '555555XXXXXX4444',
  cardBrand: 'mastercard',
};

describe('changePaymentMethodBodySchema', () => {
  it('takes a card with or without the birth date, and a boleto', () => {
    expect(changePaymentMethodBodySchema.parse({ method: 'card', card })).toEqual({
      method: 'card',
      card,
    });
    expect(
      changePaymentMethodBodySchema.parse({ method: 'card', card, birthDate: '1988-07-14' }),
    ).toMatchObject({ birthDate: '1988-07-14' });
    expect(changePaymentMethodBodySchema.parse({ method: 'boleto' })).toEqual({
      method: 'boleto',
    });
  });

  it('refuses a birth date that is not a real past day, in pt-BR', () => {
    for (const birthDate of ['14/07/1988', '1990-02-31', '1899-12-31', '2999-01-01']) {
      const parsed = changePaymentMethodBodySchema.safeParse({ method: 'card', card, birthDate });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ['birthDate'],
        message: switchBirthDateMessages.invalid,
      });
    }
  });
});
