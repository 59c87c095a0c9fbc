import { describe, expect, it } from 'vitest';
import { staffPaymentQuerySchema } from './billing/payments';
import { staffInvoiceQuerySchema } from './invoices';
import { companyPeriodQuerySchema } from './list-query';

describe('the company-and-period list query shared by Pagamentos and Notas fiscais', () => {
  const common = {
    page: '2',
    limit: '50',
    companyId: '0b6f3c3e-8a55-4c1e-9a39-0f4d6f7c1a2b',
    company: '  Loja ',
    from: '2026-11-01',
    to: '2026-11-30',
  };

  it('both lists read the page, company and period through the one piece', () => {
    for (const schema of [staffPaymentQuerySchema, staffInvoiceQuerySchema]) {
      for (const name of Object.keys(companyPeriodQuerySchema.shape)) {
        expect(schema.shape[name as keyof typeof schema.shape]).toBe(
          companyPeriodQuerySchema.shape[name as keyof typeof companyPeriodQuerySchema.shape],
        );
      }
      expect(schema.parse(common)).toMatchObject(companyPeriodQuerySchema.parse(common));
    }
  });

  it('splits the statuses alike and refuses an unknown one in pt-BR', () => {
    expect(staffPaymentQuerySchema.parse({ status: 'paid, unpaid' }).status).toEqual([
      'paid',
      'unpaid',
    ]);
    expect(staffInvoiceQuerySchema.parse({ status: 'error,queued' }).status).toEqual([
      'error',
      'queued',
    ]);
    expect(staffInvoiceQuerySchema.safeParse({ status: ',' }).error?.issues[0]?.message).toBe(
      'Informe ao menos um status.',
    );
    expect(staffInvoiceQuerySchema.safeParse({ status: 'paid' }).error?.issues[0]?.message).toBe(
      'Status de nota fiscal inválido.',
    );
    expect(staffPaymentQuerySchema.safeParse({ companyId: 'x' }).error?.issues[0]?.message).toBe(
      'Identificador inválido.',
    );
  });
});
