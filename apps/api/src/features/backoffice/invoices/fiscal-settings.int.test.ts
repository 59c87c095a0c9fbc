import { auditActionLabel, auditTargetLabel } from '@rumo/shared/backoffice/audit-log';
import { staffAuthErrorCodes } from '@rumo/shared/backoffice/auth';
import type { FiscalSettingsBody } from '@rumo/shared/backoffice/fiscal-settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, type TestStaff } from '../../../test/staff-fixtures';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { staffAuditLog } from '../backoffice.table';

const VALID_FISCAL_SETTINGS = {
  cnpj: '11.222.333/0001-81',
  razaoSocial: 'Rumo Tecnologia Ltda',
  inscricaoMunicipal: '1234567',
  municipio: { name: 'São Paulo', state: 'SP', ibgeCode: '3550308' },
  taxRegime: 'simples_nacional',
  issRate: 2,
} satisfies FiscalSettingsBody;

describe('fiscal settings (backoffice › Configurações › Dados fiscais)', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-11-02T13:00:00Z'));
  let admin: TestStaff;
  let manager: TestStaff;
  let viewer: TestStaff;

  const read = (staff: TestStaff) =>
    t.app.inject({ method: 'GET', url: '/api/backoffice/settings/fiscal', headers: staff.headers });
  const write = (staff: TestStaff, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/backoffice/settings/fiscal',
      headers: staff.headers,
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    admin = await createStaffUser(t, { role: 'admin' });
    manager = await createStaffUser(t, { role: 'manager', permissions: { system: true } });
    viewer = await createStaffUser(t, { role: 'viewer', permissions: { system: true } });
  });
  afterAll(() => t.close());

  it('is empty until saved, then answers what an admin saved, with the defaults', async () => {
    const empty = await read(admin);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: null });

    const saved = await write(admin, VALID_FISCAL_SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      ...VALID_FISCAL_SETTINGS,
      cnpj: '11222333000181',
      serviceItem: '1.05',
      municipalTaxCode: null,
      descriptionTemplate:
        'Licenciamento de uso do software Rumo (plano {plano}), período {periodo}, para {empresa}.',
      updatedAt: '2026-11-02T13:00:00.000Z',
    });
    expect((await read(viewer)).json()).toEqual(saved.json());
  });

  it('records each change in the audit log with its pt-BR label, before and after', async () => {
    clock.set(new Date('2026-11-02T13:05:00Z'));
    const changed = await write(admin, {
      ...VALID_FISCAL_SETTINGS,
      issRate: 2.5,
      serviceItem: '1.03',
      municipalTaxCode: '01234',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await t.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'fiscal_settings.updated'))
      .orderBy(staffAuditLog.createdAt);
    expect(entries).toHaveLength(2);
    const [first, second] = entries;
    expect(first?.before).toBeNull();
    expect(second?.actorId).toBe(admin.id);
    expect(second?.before).toMatchObject({ issRate: 2, serviceItem: '1.05' });
    expect(second?.after).toMatchObject({
      issRate: 2.5,
      serviceItem: '1.03',
      municipalTaxCode: '01234',
    });
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/audit-log?action=fiscal_settings.updated',
      headers: admin.headers,
    });
    expect(log.json().total).toBe(2);
    expect(auditActionLabel('fiscal_settings.updated')).toBe('Dados fiscais alterados');
    expect(auditTargetLabel('fiscal_settings')).toBe('Dados fiscais');
  });

  it('refuses invalid data field by field in pt-BR, and saves nothing', async () => {
    const refused = await write(admin, {
      ...VALID_FISCAL_SETTINGS,
      cnpj: '11.222.333/0001-00',
      municipio: { name: 'São Paulo', state: 'XX', ibgeCode: '35503' },
      serviceItem: '1,05',
      issRate: 7,
      descriptionTemplate: 'Serviço {plano} para {cliente}',
    });
    expect(refused.statusCode).toBe(400);
    const issues = (refused.json().issues as { path: string; message: string }[]).map(
      (issue) => `${issue.path}: ${issue.message}`,
    );
    expect(issues.sort()).toEqual(
      [
        'cnpj: Informe um CNPJ válido.',
        'descriptionTemplate: Use só os marcadores {plano}, {periodo}, {empresa}, {valor}.',
        'issRate: A alíquota do ISS deve ficar entre 0% e 5%.',
        'municipio.ibgeCode: O código IBGE do município tem 7 dígitos.',
        'municipio.state: Escolha a UF.',
        'serviceItem: Informe o item da LC 116 no formato 1.05.',
      ].sort(),
    );
    expect((await read(admin)).json().data.issRate).toBe(2.5);
  });

  it('lets only an admin write (a manager with the flag reads; a Visualizador never writes)', async () => {
    expect((await read(manager)).statusCode).toBe(200);
    expect((await write(manager, VALID_FISCAL_SETTINGS)).statusCode).toBe(403);
    const byViewer = await write(viewer, VALID_FISCAL_SETTINGS);
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().code).toBe(staffAuthErrorCodes.viewerReadOnly);
    const withoutFlag = await createStaffUser(t, { role: 'admin', permissions: { system: false } });
    expect((await read(withoutFlag)).statusCode).toBe(403);
    expect((await read(admin)).json().data.issRate).toBe(2.5);
  });
});
