import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from './plural';

describe('plural', () => {
  it('writes the count with its singular or plural words', () => {
    expect(plural(1, 'usuário ativo', 'usuários ativos')).toBe('1 usuário ativo');
    expect(plural(3, 'pagamento', 'pagamentos')).toBe('3 pagamentos');
    expect(plural(2, 'dia', 'dias')).toBe('2 dias');
  });

  it('follows pt-BR: fractions below 2 are singular, zero and large counts plural', () => {
    expect(plural(1.5, 'dia', 'dias')).toBe('1,5 dia');
    expect(plural(0, 'pagamento', 'pagamentos')).toBe('0 pagamentos');
    expect(plural(1_000_000, 'usuário', 'usuários')).toBe('1.000.000 usuários');
    expect(plural(1200, 'lead', 'leads')).toBe('1.200 leads');
  });

  it('gives only the words when the count is written elsewhere', () => {
    expect(pluralForm(1, 'cobrança', 'cobranças')).toBe('cobrança');
    expect(pluralForm(4, 'cobrança', 'cobranças')).toBe('cobranças');
  });
});
