import { leadMessages } from '@rumo/shared/leads/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/account-fixtures';
import { lastEmailTo } from '../../test/mailbox';
import { createTestApp, type TestApp } from '../../test/test-app';
import { leads } from './leads.table';

describe('lead forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { salesEmail: 'vendas@rumo.test' } });
  });
  afterAll(() => t.close());

  let address = 0;
  const post = (path: string, payload: object, remoteAddress = `10.7.0.${++address}`) =>
    t.app.inject({ method: 'POST', url: `/api/leads/${path}`, payload, remoteAddress });
  const proposal = (email: string) => ({
    name: 'Rita Compras',
    email,
    phone: '(11) 3456-7890',
    company: 'Fábrica Boa Vista',
    companySize: '201-1000',
    message: 'Queremos OKRs para 400 pessoas.',
  });

  it('stores a proposal request and e-mails the person and sales', async () => {
    const email = uniqueEmail('rita');
    const response = await post('proposal', proposal(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: leadMessages.proposalReceived });
    const [stored] = await t.db.select().from(leads).where(eq(leads.email, email));
    expect(stored).toMatchObject({
      source: 'proposta',
      status: 'new',
      company: 'Fábrica Boa Vista',
      companySize: '201-1000',
    });
    expect((await lastEmailTo(t, email)).subject).toBe('Recebemos seu pedido de proposta');
    const sales = await lastEmailTo(t, 'vendas@rumo.test');
    expect(sales.subject).toBe('Novo lead (pedido de proposta): Fábrica Boa Vista');
    expect(sales.text).toContain('Queremos OKRs para 400 pessoas.');
    expect(sales.text).toContain('201 a 1.000 pessoas');
  });

  it('signs up for the beta without a phone', async () => {
    const email = uniqueEmail('beta');
    const response = await post('beta', {
      name: 'Bia Beta',
      email,
      company: 'Startup X',
      companySize: '1-10',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(leadMessages.betaReceived);
    const [stored] = await t.db.select().from(leads).where(eq(leads.email, email));
    expect(stored).toMatchObject({ source: 'beta', phone: null, message: null });

    // Promises only what happens (the team writes back), and links to what can be done now.
    const confirmation = await lastEmailTo(t, email);
    expect(confirmation.subject).toBe('Sua inscrição no beta do Rumo');
    expect(confirmation.text).toContain('Obrigado por inscrever a empresa Startup X no beta');
    expect(confirmation.text).toContain('escrever para este e-mail quando houver novidades');
    expect(confirmation.text).not.toContain('vaga');
    expect(confirmation.text).toContain('Criar minha conta: http://rumo.test/register');
    const sales = await lastEmailTo(t, 'vendas@rumo.test');
    expect(sales.subject).toBe('Novo lead (inscrição no beta): Startup X');
    expect(sales.text).toContain('Nova inscrição no beta pelo site.');
  });

  it('validates in pt-BR', async () => {
    const response = await post('proposal', {
      ...proposal('nao-e-email'),
      phone: '',
      companySize: 'muitos',
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Informe um e-mail válido.',
        'Informe o telefone.',
        'Escolha o número de funcionários.',
      ]),
    );
  });

  it('answers a bot that fills the hidden field like anyone, and keeps nothing', async () => {
    const email = uniqueEmail('robo');
    const response = await post('proposal', { ...proposal(email), website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await t.db.$count(leads, eq(leads.email, email))).toBe(0);
    await expect(lastEmailTo(t, email)).rejects.toThrow();
  });

  it('limits each address to 10 forms an hour and each e-mail to 3', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      statuses.push(
        (
          await post(
            'beta',
            {
              name: 'Bia Beta',
              email: uniqueEmail('b'),
              company: 'Startup X',
              companySize: '1-10',
            },
            '10.8.0.1',
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    const email = uniqueEmail('insistente');
    const repeated = [];
    for (let index = 0; index < 4; index++)
      repeated.push((await post('proposal', proposal(email))).statusCode);
    expect(repeated).toEqual([201, 201, 201, 429]);
  });
});
