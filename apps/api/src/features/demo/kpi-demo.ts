import type { KpiDirection, KpiPeriod } from '@rumo/shared/kpis/rules';
import { kpiPeriodStart } from '@rumo/shared/kpis/rules';
import type { KeyResultUnit } from '@rumo/shared/okr/enums';
import { DEFAULT_TIME_ZONE, todayInTimeZone } from '@rumo/shared/okr/week';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { kpis, kpiValues } from '../kpis/public';
import { keyResults } from '../objectives/public';
import { teams } from '../teams/public';

interface KpiSeed {
  name: string;
  description: string;
  /** Index in the demo teams (Comercial, Produto, …); null: company-wide. */
  team: number | null;
  /** 'admin', 'ana' or 'bruno'. */
  owner: 'admin' | 'ana' | 'bruno';
  unit: KeyResultUnit;
  customUnit?: string;
  decimals: number;
  direction: KpiDirection;
  green: number;
  amber: number;
  period: KpiPeriod;
  /** Oldest first; the last is the latest period before the current one. */
  values: number[];
  /** Also has a value for the current period. */
  current?: boolean;
  /** The demo key result (exact title) that moves it. */
  keyResult?: string;
}

const SEEDS: KpiSeed[] = [
  {
    name: 'NPS',
    keyResult: 'Aumentar o NPS de 42 para 60',
    description: 'Net Promoter Score da pesquisa mensal com clientes ativos.',
    team: null,
    owner: 'admin',
    unit: 'number',
    decimals: 0,
    direction: 'higher_better',
    green: 50,
    amber: 30,
    period: 'monthly',
    values: [34, 38, 41, 39, 45, 47, 44, 51, 53, 55, 52, 58],
  },
  {
    name: 'Churn mensal',
    keyResult: 'Reduzir o churn mensal de 3,5% para 2%',
    description: 'Clientes que cancelaram no mês sobre a base do início do mês.',
    team: null,
    owner: 'ana',
    unit: 'percent',
    decimals: 1,
    direction: 'lower_better',
    green: 2,
    amber: 3.5,
    period: 'monthly',
    values: [4.2, 3.9, 4.1, 3.6, 3.2, 3.4, 2.9, 3.1, 2.7, 2.4, 2.6],
  },
  {
    name: 'Receita recorrente mensal (MRR)',
    keyResult: 'Aumentar o MRR de R$ 180.000 para R$ 250.000',
    description: 'Soma das assinaturas ativas no fim do mês.',
    team: null,
    owner: 'admin',
    unit: 'currency',
    decimals: 2,
    direction: 'higher_better',
    green: 250_000,
    amber: 200_000,
    period: 'monthly',
    values: [
      168_000, 175_500, 181_200, 190_300, 196_800, 204_100, 213_900, 221_400, 230_700, 238_200,
    ],
  },
  {
    name: 'Propostas enviadas',
    description: 'Propostas comerciais enviadas na semana.',
    team: 0,
    owner: 'bruno',
    unit: 'custom',
    customUnit: 'propostas',
    decimals: 0,
    direction: 'higher_better',
    green: 20,
    amber: 12,
    period: 'weekly',
    values: [14, 17, 11, 19, 22, 18, 9, 16, 21, 24, 20, 13],
  },
  {
    name: 'Disponibilidade da plataforma',
    description: 'Tempo no ar medido pelo monitoramento externo.',
    team: 1,
    owner: 'ana',
    unit: 'percent',
    decimals: 2,
    direction: 'higher_better',
    green: 99.9,
    amber: 99.5,
    period: 'monthly',
    values: [99.95, 99.91, 99.62, 99.97, 99.93, 99.41, 99.88, 99.96],
    current: true,
  },
  {
    name: 'Tempo de primeira resposta',
    keyResult: 'Manter o tempo de primeira resposta abaixo de 4 horas',
    description: 'Mediana, em horas, até a primeira resposta a um chamado.',
    team: 2,
    owner: 'admin',
    unit: 'custom',
    customUnit: 'h',
    decimals: 1,
    direction: 'lower_better',
    green: 4,
    amber: 8,
    period: 'quarterly',
    values: [11.5, 9.2, 7.4, 6.1, 4.8, 3.9, 4.2, 3.5],
  },
];

/** The day before a calendar day 'YYYY-MM-DD'. */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/**
 * Six KPIs (three of the company, one per demo team) with 8 to 12 periods of history, owned by
 * the admin, Ana and Bruno, four linked to the demo key results that move them, so Indicadores,
 * the dashboard card and the team pages have data.
 */
export async function seedKpiDemo(
  db: Database,
  input: { companyId: string; owners: Record<KpiSeed['owner'], string>; now: Date },
): Promise<void> {
  const { companyId } = input;
  const teamIds = (
    await db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.companyId, companyId))
      .orderBy(teams.name)
  ).map((row) => row.id);
  const today = todayInTimeZone(input.now, DEFAULT_TIME_ZONE);
  for (const seed of SEEDS) {
    const [kpi] = await db
      .insert(kpis)
      .values({
        companyId,
        teamId: seed.team === null ? null : (teamIds[seed.team] ?? null),
        ownerId: input.owners[seed.owner],
        name: seed.name,
        description: seed.description,
        unit: seed.unit,
        customUnit: seed.customUnit ?? null,
        decimals: seed.decimals,
        direction: seed.direction,
        green: seed.green,
        amber: seed.amber,
        period: seed.period,
      })
      .returning({ id: kpis.id });
    if (!kpi) continue;
    const current = kpiPeriodStart(seed.period, today);
    let start = seed.current ? current : kpiPeriodStart(seed.period, dayBefore(current));
    const rows = [];
    for (const value of [...seed.values].reverse()) {
      rows.push({
        kpiId: kpi.id,
        companyId,
        periodStart: start,
        value,
        recordedBy: input.owners[seed.owner],
      });
      start = kpiPeriodStart(seed.period, dayBefore(start));
    }
    await db.insert(kpiValues).values(rows);
    if (seed.keyResult) {
      await db
        .update(keyResults)
        .set({ kpiId: kpi.id })
        .where(and(eq(keyResults.companyId, companyId), eq(keyResults.title, seed.keyResult)));
    }
  }
}
