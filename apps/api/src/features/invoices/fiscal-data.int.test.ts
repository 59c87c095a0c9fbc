import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFSE_WEBHOOK_HEADER } from '../../nfse-config';
import { FISCAL_DATA } from '../../test/invoice-fixtures';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { subscriptions } from '../billing/subscriptions.table';
import { companyFiscalData } from './invoices.table';

describe('the tomador of the notas (billing tab) and the provider webhook', () => {
  let t: TestApp;
  let company: FixtureCompany;

  const read = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/billing/fiscal-data', headers });
  const write = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/billing/fiscal-data', headers, payload });

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompanyWithUsers(t, { admins: 1, users: 1 });
  });
  afterAll(() => t.close());

  it('defaults to the payer given at checkout (a company: its razão social), until the admin saves', async () => {
    // A payer stored before checkout asked for the city's IBGE code: found by name and UF.
    expect((await read(company.admin.headers)).json()).toEqual({ data: null });
    await t.db.insert(subscriptions).values({
      companyId: company.companyId,
      status: 'active',
      payer: {
        name: 'Maria Compradora',
        email: 'maria@cliente.com.br',
        document: '11444777000161',
        phone: '11987654321',
        company: 'Cliente Exemplo Ltda',
        address: {
          zipcode: '01310100',
          street: 'Avenida Paulista',
          number: '1000',
          complement: 'Sala 1',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
      },
    });
    expect((await read(company.admin.headers)).json().data).toEqual({
      document: '11444777000161',
      name: 'Cliente Exemplo Ltda',
      email: 'maria@cliente.com.br',
      address: {
        zipcode: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 1',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        ibgeCode: '3550308',
      },
      source: 'checkout',
      updatedAt: null,
    });

    const saved = await write(company.admin.headers, FISCAL_DATA);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      document: '11444777000161',
      name: 'Cliente Exemplo Ltda',
      address: { zipcode: '35400000', complement: '', ibgeCode: '3146107' },
      source: 'company',
    });
    expect((await read(company.admin.headers)).json()).toEqual(saved.json());
    const [stored] = await t.db
      .select({ payer: subscriptions.payer })
      .from(subscriptions)
      .where(eq(subscriptions.companyId, company.companyId));
    expect(stored?.payer?.address.street).toBe('Avenida Paulista');
  });

  it('refuses invalid data in pt-BR, and only admins read or write it', async () => {
    const refused = await write(company.admin.headers, {
      ...FISCAL_DATA,
      document: '111.444.777-00',
      address: { ...FISCAL_DATA.address, ibgeCode: '31461', state: 'ZZ' },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (refused.json().issues as { path: string; message: string }[])
        .map((issue) => `${issue.path}: ${issue.message}`)
        .sort(),
    ).toEqual([
      'address.ibgeCode: O código IBGE da cidade tem 7 dígitos.',
      'address.state: Escolha a UF.',
      'document: Informe um CPF ou CNPJ válido.',
    ]);
    expect((await read(company.user.headers)).statusCode).toBe(403);
    expect((await write(company.user.headers, FISCAL_DATA)).statusCode).toBe(403);
  });

  it('finds the city by name for clients that send no code, and the code of older rows', async () => {
    const byName = await write(company.admin.headers, {
      ...FISCAL_DATA,
      address: { ...FISCAL_DATA.address, city: 'OURO PRETO', ibgeCode: '' },
    });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data.address).toMatchObject({ city: 'Ouro Preto', ibgeCode: '3146107' });
    const otherState = await write(company.admin.headers, {
      ...FISCAL_DATA,
      address: { ...FISCAL_DATA.address, state: 'SP' },
    });
    expect(otherState.json().issues).toEqual([
      { path: 'address.city', message: 'Essa cidade não fica em SP. Escolha uma cidade da lista.' },
    ]);

    // Rows saved before the code was asked, or whose code no longer names their city.
    for (const ibgeCode of [null, '3550308']) {
      await t.db
        .update(companyFiscalData)
        .set({ address: { ...FISCAL_DATA.address, zipcode: '35400000', complement: '', ibgeCode } })
        .where(eq(companyFiscalData.companyId, company.companyId));
      expect((await read(company.admin.headers)).json().data.address.ibgeCode).toBe('3146107');
    }
  });

  it('takes the provider webhook only with the configured secret', async () => {
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/nfse',
        headers,
        payload: { ref: 'desconhecida', status: 'autorizado' },
      });
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ [NFSE_WEBHOOK_HEADER]: 'outro-segredo' })).statusCode).toBe(401);
    const secret = t.config.nfse.webhookSecret ?? '';
    const accepted = await post({ [NFSE_WEBHOOK_HEADER]: secret });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true });
  });
});
