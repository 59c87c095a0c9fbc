import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESCRIPTION_TEMPLATE,
  fiscalSettingsBodySchema,
  renderInvoiceDescription,
} from './fiscal-settings';

const valid = {
  cnpj: '11.222.333/0001-81',
  razaoSocial: 'Rumo Tecnologia Ltda',
  inscricaoMunicipal: '1234567',
  municipio: { name: 'São Paulo', state: 'SP', ibgeCode: '3550308' },
  taxRegime: 'simples_nacional',
  issRate: 2.5,
};

const messages = (body: unknown) => {
  const parsed = fiscalSettingsBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('fiscal settings', () => {
  it('fills the defaults and keeps the CNPJ digits only', () => {
    const parsed = fiscalSettingsBodySchema.parse(valid);
    expect(parsed.cnpj).toBe('11222333000181');
    expect(parsed.serviceItem).toBe('1.05');
    expect(parsed.municipalTaxCode).toBeNull();
    expect(parsed.descriptionTemplate).toBe(DEFAULT_DESCRIPTION_TEMPLATE);
  });

  it('refuses a wrong CNPJ, IBGE code, service item, rate and placeholder in pt-BR', () => {
    expect(messages({ ...valid, cnpj: '11.222.333/0001-82' })).toEqual(['Informe um CNPJ válido.']);
    expect(messages({ ...valid, municipio: { ...valid.municipio, ibgeCode: '355030' } })).toEqual([
      'O código IBGE do município tem 7 dígitos.',
    ]);
    expect(messages({ ...valid, serviceItem: '105' })).toEqual([
      'Informe o item da LC 116 no formato 1.05.',
    ]);
    expect(messages({ ...valid, issRate: 6 })).toEqual([
      'A alíquota do ISS deve ficar entre 0% e 5%.',
    ]);
    expect(messages({ ...valid, issRate: 2.125 })).toEqual([
      'Use no máximo duas casas decimais na alíquota.',
    ]);
    expect(messages({ ...valid, descriptionTemplate: 'Plano {plan} de {empresa}' })).toEqual([
      'Use só os marcadores {plano}, {periodo}, {empresa}, {valor}.',
    ]);
  });

  it('renders the template with every placeholder', () => {
    expect(
      renderInvoiceDescription('{plano} · {periodo} · {empresa} · {valor}', {
        plano: 'Pro',
        periodo: '01/11/2026 a 30/11/2026',
        empresa: 'ACME',
        valor: 'R$ 199,00',
      }),
    ).toBe('Pro · 01/11/2026 a 30/11/2026 · ACME · R$ 199,00');
  });
});
