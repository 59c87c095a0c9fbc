import type { OkrImportPreview } from '@rumo/shared/okr-import/contracts';
import { OKR_IMPORT_COLUMNS } from '@rumo/shared/okr-import/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestUser } from '../../test/account-fixtures';
import { multipartFile } from '../../test/multipart';
import {
  createCompanyWithUsers,
  createCycle,
  createPillar,
  createTeam,
  type FixtureCompany,
} from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { objectives } from '../objectives/public';

export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A CSV with the model's header and these rows, as Excel in Brazil saves it. */
export const csv = (rows: string[][]) =>
  Buffer.from(
    `\uFEFF${[[...OKR_IMPORT_COLUMNS], ...rows].map((row) => row.join(';')).join('\r\n')}\r\n`,
  );

/**
 * Acme (an admin, a member of team Vendas, pillar Crescimento) and another company; `newCycle`
 * gives each test a cycle of its own, which `send`, `preview` and `objectiveTitles` then use.
 */
export async function importWorld() {
  const t: TestApp = await createTestApp();
  const acme: FixtureCompany = await createCompanyWithUsers(t, {
    admins: 1,
    users: 1,
    name: 'Acme',
  });
  const other: FixtureCompany = await createCompanyWithUsers(t, {
    admins: 1,
    users: 0,
    name: 'Outra',
  });
  await createTeam(t, acme.companyId, { name: 'Vendas', memberIds: [acme.user.id] });
  await createPillar(t, acme.companyId, { name: 'Crescimento' });
  let cycleId = '';
  /** Two objectives, four key results, every column used; valid. */
  const good: string[][] = [
    [
      'Crescer a receita',
      'No Sudeste',
      'Empresa',
      '',
      acme.admin.email,
      'crescimento',
      'Receita mensal',
      'Aumentar',
      'Moeda (R$)',
      '100.000,00',
      '150.000,50',
      '',
    ],
    [
      '',
      '',
      '',
      '',
      '',
      '',
      'Novos clientes',
      '',
      'Número',
      '0',
      '40',
      acme.user.email.toUpperCase(),
    ],
    [
      'Vender mais',
      '',
      'time',
      'vendas',
      acme.user.email,
      '',
      'Reduzir o churn',
      'Reduzir',
      '%',
      '3,5',
      '2',
      '',
    ],
    ['Vender mais', '', '', '', '', '', 'Lançar o portal', 'Entregue ou não', '', '', '', ''],
  ];
  const send = (
    path: string,
    file: Buffer,
    type = CSV_TYPE,
    as: TestUser = acme.admin,
    field = 'arquivo',
  ) => {
    const body = multipartFile(field, {
      name: type === CSV_TYPE ? 'okrs.csv' : 'okrs.xlsx',
      type,
      content: file,
    });
    return t.app.inject({
      method: 'POST',
      url: `/api/okr-import${path}?cycleId=${cycleId}`,
      headers: { ...as.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const preview = async (file: Buffer, type = CSV_TYPE) => {
    const response = await send('/preview', file, type);
    expect(response.statusCode).toBe(200);
    return response.json() as OkrImportPreview;
  };
  const objectiveTitles = async () =>
    (
      await t.db
        .select({ title: objectives.title })
        .from(objectives)
        .where(and(eq(objectives.companyId, acme.companyId), eq(objectives.cycleId, cycleId)))
    )
      .map((row) => row.title)
      .sort();
  const newCycle = async () => {
    cycleId = (
      await createCycle(t, acme.companyId, { name: `Ciclo ${Math.random()}`, status: 'planning' })
    ).id;
    return cycleId;
  };
  return { t, acme, other, good, send, preview, objectiveTitles, newCycle };
}

export type ImportWorld = Awaited<ReturnType<typeof importWorld>>;
