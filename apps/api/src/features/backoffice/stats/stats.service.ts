import {
  MRR_CSV_HEADERS,
  type MrrPoint,
  monthlyCents,
  type StatsSummary,
  type StatsSummaryQuery,
} from '@rumo/shared/backoffice/stats';
import type { Database } from '../../../db/database';
import { type CsvCell, toCsv } from '../../../lib/csv';
import { addDays, addMonths, dayOf } from '../../billing/public';
import { effectiveGraceDays } from '../../platform-settings/public';
import {
  type ArrPointRow,
  arrAtInstants,
  chargeOutcomes,
  type MrrInstant,
  trialOutcomes,
} from './stats.repository';

/** Definitions of every figure: packages/shared/src/backoffice/stats.ts. */

export interface StatsDeps {
  db: Database;
  config: { billing: { graceDays: number } };
  now: () => Date;
}

const DAY_MS = 86_400_000;
const AVERAGE_MONTH_DAYS = 30.4375;

/** The first instant of a day of America/Sao_Paulo (UTC−3 all year since 2019). */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00-03:00`);

const ratio = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The instant measured for month `month` ('YYYY-MM'): its last millisecond, or now. */
function monthInstant(month: string, now: Date): MrrInstant {
  const nextStart = startOfDay(addMonths(`${month}-01`, 1));
  if (nextStart > now) return { at: now, day: dayOf(now), current: true };
  const at = new Date(nextStart.getTime() - 1);
  return { at, day: dayOf(at), current: false };
}

function movements(point: ArrPointRow | undefined) {
  return {
    newCents: monthlyCents(point?.newCents ?? 0),
    expansionCents: monthlyCents(point?.expansionCents ?? 0),
    contractionCents: monthlyCents(point?.contractionCents ?? 0),
    churnCents: monthlyCents(point?.churnCents ?? 0),
    reactivationCents: monthlyCents(point?.reactivationCents ?? 0),
  };
}

/** The MRR at the end of each of the last `months` months (the current one: now), oldest first. */
export async function mrrSeries(deps: StatsDeps, months: number): Promise<MrrPoint[]> {
  const now = deps.now();
  const current = `${dayOf(now).slice(0, 7)}-01`;
  // One month before the first, so the first month has its movements too.
  const monthList = Array.from({ length: months + 1 }, (_, index) =>
    addMonths(current, index - months).slice(0, 7),
  );
  const instants = monthList.map((month) => monthInstant(month, now));
  const graceDays = await effectiveGraceDays(deps.db, deps.config);
  const points = await arrAtInstants(deps.db, instants, graceDays);
  const byIdx = new Map(points.map((point) => [point.idx, point]));
  return monthList.slice(1).map((month, index) => {
    const point = byIdx.get(index + 1);
    const previous = byIdx.get(index);
    return {
      month,
      at: (instants[index + 1] as MrrInstant).at.toISOString(),
      mrrCents: monthlyCents(point?.arrCents ?? 0),
      payingCompanies: point?.paying ?? 0,
      ...movements(point),
      netCents: monthlyCents((point?.arrCents ?? 0) - (previous?.arrCents ?? 0)),
    };
  });
}

/** One company's MRR now, by the same rule as the figures (0 when it is not paying). */
export async function companyMrrNow(deps: StatsDeps, companyId: string): Promise<number> {
  const now = deps.now();
  const graceDays = await effectiveGraceDays(deps.db, deps.config);
  const [point] = await arrAtInstants(
    deps.db,
    [{ at: now, day: dayOf(now), current: true }],
    graceDays,
    companyId,
  );
  return monthlyCents(point?.arrCents ?? 0);
}

/** A period of whole days [from, to] and its instants; by default the current month so far. */
export function periodOf(now: Date, query: StatsSummaryQuery = {}) {
  const today = dayOf(now);
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  const to = query.to ?? today;
  const fromAt = startOfDay(from);
  const untilAt = startOfDay(addDays(to, 1));
  const startAt = new Date(fromAt.getTime() - 1);
  const start: MrrInstant = { at: startAt, day: dayOf(startAt), current: false };
  const end: MrrInstant =
    untilAt > now
      ? { at: now, day: today, current: true }
      : { at: new Date(untilAt.getTime() - 1), day: to, current: false };
  return { from, to, fromAt, untilAt, start, end };
}

/** Charges whose first outcome fell in the period: refused, recovered, and the rates. */
export async function chargeFigures(
  deps: Pick<StatsDeps, 'db' | 'now'>,
  query: StatsSummaryQuery = {},
) {
  const period = periodOf(deps.now(), query);
  const { byMethod, ...outcomes } = await chargeOutcomes(deps.db, {
    from: period.fromAt,
    until: period.untilAt,
  });
  const withRates = <T extends { charged: number; refused: number; recovered: number }>(
    counts: T,
  ) => ({
    ...counts,
    refusalRate: ratio(counts.refused, counts.charged),
    rate: ratio(counts.recovered, counts.refused),
  });
  return {
    from: period.from,
    to: period.to,
    ...withRates(outcomes),
    byMethod: byMethod.map(withRates),
  };
}

/** The period's figures; `from`/`to` default to the current month up to today. */
export async function statsSummary(
  deps: StatsDeps,
  query: StatsSummaryQuery,
): Promise<StatsSummary> {
  const now = deps.now();
  const period = periodOf(now, query);
  const graceDays = await effectiveGraceDays(deps.db, deps.config);
  const [first, last] = await arrAtInstants(deps.db, [period.start, period.end], graceDays);
  if (!first || !last) throw new Error('the period figures answered no rows');
  const trials = await trialOutcomes(deps.db, {
    from: period.fromAt,
    until: period.untilAt,
    now,
  });
  const { from, to, byMethod: chargesByMethod, ...charges } = await chargeFigures(deps, query);
  const days = Math.round((period.untilAt.getTime() - period.fromAt.getTime()) / DAY_MS);
  const months = Math.max(1, Math.round(days / AVERAGE_MONTH_DAYS));
  const mrrCents = monthlyCents(last.arrCents);
  const arpaCents = last.paying === 0 ? null : mrrCents / last.paying;
  // Churn and contraction are negative (or 0); the rates are ratios of annual centavos.
  const lost = Math.abs(last.churnCents + last.contractionCents);
  const revenueChurn = first.arrCents === 0 ? null : lost / first.arrCents;
  const monthlyChurn = revenueChurn === null ? null : revenueChurn / months;
  return {
    from,
    to,
    mrrCents,
    arrCents: last.arrCents,
    arpaCents,
    payingCompanies: last.paying,
    mrrAtStartCents: monthlyCents(first.arrCents),
    payingAtStart: first.paying,
    movements: { ...movements(last), netCents: monthlyCents(last.arrCents - first.arrCents) },
    newCompanies: last.newCompanies,
    churnedCompanies: last.churnedCompanies,
    logoChurnRate: ratio(last.churnedCompanies, first.paying),
    revenueChurnRate: ratio(lost, first.arrCents),
    monthlyRevenueChurnRate:
      monthlyChurn === null ? null : Math.round(monthlyChurn * 10_000) / 10_000,
    ltvCents: arpaCents === null || !monthlyChurn ? null : Math.round(arpaCents / monthlyChurn),
    trialConversion: { ...trials, rate: ratio(trials.converted, trials.ended) },
    failedPaymentRecovery: charges,
    byMethod: chargesByMethod.map(({ method, ...outcome }) => {
      const revenue = last.byMethod.find((item) => item.method === method);
      return {
        method,
        mrrCents: monthlyCents(revenue?.arrCents ?? 0),
        payingCompanies: revenue?.paying ?? 0,
        failedPaymentRecovery: outcome,
      };
    }),
  };
}

/** Centavos as reais with the Brazilian decimal comma (Excel pt-BR reads it as a number). */
const reais = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** The MRR series as CSV for Excel pt-BR (`;`, BOM, CRLF), months as MM/AAAA. */
export function mrrSeriesCsv(points: readonly MrrPoint[]): string {
  const lines: CsvCell[][] = points.map((point) => [
    `${point.month.slice(5, 7)}/${point.month.slice(0, 4)}`,
    reais(point.mrrCents),
    point.payingCompanies,
    reais(point.newCents),
    reais(point.expansionCents),
    reais(point.contractionCents),
    reais(point.churnCents),
    reais(point.reactivationCents),
    reais(point.netCents),
  ]);
  return toCsv([[...MRR_CSV_HEADERS], ...lines]);
}
