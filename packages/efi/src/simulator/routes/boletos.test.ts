import { describe, expect, it } from 'vitest';
import { instructions } from './boletos.js';

describe('boleto instructions', () => {
  it('says the fine and the interest in pt-BR', () => {
    const terms = { days_to_write_off: 89, message: null };
    expect(instructions({ ...terms, fine: 200, interest: 33, interest_type: 'daily' })).toBe(
      'Após o vencimento, multa de 2,00% e juros de 0,033% ao dia.',
    );
    expect(instructions({ ...terms, fine: null, interest: 100, interest_type: 'monthly' })).toBe(
      'Após o vencimento, juros de 1,00% ao mês.',
    );
    expect(instructions({ ...terms, fine: null, interest: null, interest_type: 'daily' })).toBe(
      null,
    );
  });
});
