import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFromLastEmail } from '../../test/mailbox';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { COMPANY_TABLES } from './company-tables';
import { createFullCompany } from './privacy-fixtures';

describe('data downloads (LGPD)', () => {
  let t: TestApp;
  // Two days ahead of the system clock: the file names carry the app clock's day.
  const clock = testClock(new Date(Date.now() + 2 * 86_400_000));
  const day = clock.now().toISOString().slice(0, 10);
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it("exports every table of the company as JSON and CSV, with the uploads, and no one else's data", async () => {
    const company = await createFullCompany(t, 'Exportadora Ação');
    const other = await createFullCompany(t, 'Vizinha');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/privacy/company-export',
          headers: company.user.headers,
        })
      ).statusCode,
    ).toBe(403);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/company-export',
      headers: company.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(`rumo-exportadora-acao-${day}.zip`);
    const files = unzipSync(response.rawPayload);
    const names = Object.keys(files);
    for (const table of ['companies', ...COMPANY_TABLES.map(({ name }) => name)]) {
      expect(names).toContain(`json/${table}.json`);
      expect(names).toContain(`csv/${table}.csv`);
    }
    const json = (table: string) =>
      JSON.parse(strFromU8(files[`json/${table}.json`] ?? new Uint8Array()));
    expect(json('companies')).toMatchObject([{ id: company.companyId, name: 'Exportadora Ação' }]);
    expect(
      json('users')
        .map((row: { email: string }) => row.email)
        .sort(),
    ).toEqual([...company.admins, ...company.users].map((person) => person.email).sort());
    expect(json('check_ins')).toMatchObject([{ value: 40, comment: 'Andando' }]);
    expect(json('objectives')).toHaveLength(1);
    const everything = names.map((name) => strFromU8(files[name] ?? new Uint8Array())).join('\n');
    expect(everything).not.toContain(other.companyId);
    expect(everything).not.toContain('password_hash');
    expect(everything).not.toContain('$scrypt');
    const csv = strFromU8(files['csv/check_ins.csv'] ?? new Uint8Array());
    expect(csv.split('\r\n')[0]).toContain('id;company_id;key_result_id');
    const uploads = names.filter((name) => name.startsWith('arquivos/'));
    expect(uploads.map((name) => name.split('/')[1]).sort()).toEqual(['avatars', 'logos']);
  });

  it("gives each person their own data, without the password or other people's records", async () => {
    const company = await createFullCompany(t, 'Pessoal');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/my-data',
      headers: company.user.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(`rumo-meus-dados-${day}.json`);
    const data = response.json();
    expect(data.conta).toMatchObject({ id: company.user.id, email: company.user.email });
    expect(data.empresa).toBe('Pessoal');
    expect(data.check_ins).toMatchObject([{ comment: 'Andando' }]);
    expect(data.resultados_chave).toHaveLength(1);
    expect(data.objetivos).toEqual([]);
    expect(data.times).toEqual([expect.objectContaining({ lider: false })]);
    expect(data.acessos.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain(company.admin.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/my-data' })).statusCode).toBe(
      401,
    );
  });

  it('hands out no key: the links of the e-mails (a password reset) are redacted in both exports', async () => {
    const company = await createFullCompany(t, 'Chaves');
    for (const person of [company.user, company.admin]) {
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: person.email },
      });
      expect(forgot.statusCode).toBe(202);
    }
    const userToken = await tokenFromLastEmail(t, company.user.email);
    const adminToken = await tokenFromLastEmail(t, company.admin.email);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/my-data',
      headers: company.user.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.body).not.toContain(userToken);
    expect(mine.body).toContain('reset-password?token=[removido]');

    const zip = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/company-export',
      headers: company.admin.headers,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['cache-control']).toBe('no-store');
    const files = unzipSync(zip.rawPayload);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const token of [userToken, adminToken]) expect(everything).not.toContain(token);
    expect(everything).not.toContain('token_hash');
  });
});
