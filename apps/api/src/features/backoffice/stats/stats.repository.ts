import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { subscriptionPlans } from '../../billing/plans.table';
import { payments, subscriptions } from '../../billing/subscriptions.table';
import { efiNotificationEntries } from '../../billing/webhooks.table';

/**
 * The subscription metrics' SQL (definitions in packages/shared/src/backoffice/stats.ts). Each
 * figure is a small aggregate; the MRR points and their movements are one statement, the
 * summary one more (the two points plus the trial and recovery aggregates).
 */

/** An instant the MRR is measured at; `current` uses the subscriptions' state now. */
export interface MrrInstant {
  at: Date;
  /** 'YYYY-MM-DD' in America/Sao_Paulo: the day whose coverage by a paid period counts. */
  day: string;
  current: boolean;
}

export interface MrrPointRow {
  idx: number;
  mrrCents: number;
  paying: number;
  newCents: number;
  expansionCents: number;
  contractionCents: number;
  churnCents: number;
  reactivationCents: number;
  churnedCompanies: number;
}

const PAID = sql`('paid', 'settled')`;
const PAYING = sql`('active', 'past_due')`;
const monthly = (plan: string) =>
  sql.raw(
    `(case when ${plan}.interval = 'yearly' then round(${plan}.price_cents / 12.0) else ${plan}.price_cents end)::bigint`,
  );

/**
 * `with b, per, moves`: for each instant (idx ascending) each subscription's MRR there and
 * whether it had paid before, then each company's change since the previous instant.
 */
function movesCte(instants: readonly MrrInstant[], graceDays: number): SQL {
  const values = sql.join(
    instants.map(
      (point, idx) =>
        sql`(${idx}::int, ${point.at.toISOString()}::timestamptz, ${point.day}::date, ${point.current}::boolean)`,
    ),
    sql`, `,
  );
  return sql`
    b(idx, at, day, is_current) as (values ${values}),
    per as (
      select b.idx, s.id as subscription_id,
        case when b.is_current then
          case when s.status in ${PAYING} and cp.id is not null then ${monthly('cp')} else 0 end
        when (s.ended_at is null or s.ended_at > b.at)
          and not (s.cancel_at_period_end and s.current_period_end is not null and s.current_period_end <= b.day)
        then coalesce((
          select ${monthly('pp')}
          from ${payments} p
          join ${subscriptionPlans} pp on pp.id = coalesce(p.plan_id, s.plan_id)
          where p.company_id = s.company_id and p.subscription_id = s.id
            and p.status in ${PAID} and p.paid_at <= b.at
            and p.period_start <= b.day and b.day < p.period_end + ${graceDays}::int
          order by p.period_start desc, p.paid_at desc
          limit 1), 0)
        else 0 end as mrr,
        exists (
          select 1 from ${payments} p
          where p.company_id = s.company_id and p.subscription_id = s.id
            and p.status in ${PAID} and p.paid_at <= b.at
        ) as paid_before
      from b cross join ${subscriptions} s
      left join ${subscriptionPlans} cp on cp.id = s.plan_id
    ),
    moves as (
      select idx, mrr,
        lag(mrr) over w as prev_mrr,
        lag(paid_before) over w as prev_paid
      from per
      window w as (partition by subscription_id order by idx)
    )`;
}

const pointColumns = sql`
  b.idx,
  coalesce(sum(m.mrr), 0) as mrr,
  count(*) filter (where m.mrr > 0) as paying,
  coalesce(sum(m.mrr) filter (where m.prev_mrr = 0 and m.mrr > 0 and not m.prev_paid), 0) as new_cents,
  coalesce(sum(m.mrr) filter (where m.prev_mrr = 0 and m.mrr > 0 and m.prev_paid), 0) as reactivation_cents,
  coalesce(sum(-m.prev_mrr) filter (where m.prev_mrr > 0 and m.mrr = 0), 0) as churn_cents,
  coalesce(sum(m.mrr - m.prev_mrr) filter (where m.prev_mrr > 0 and m.mrr > m.prev_mrr), 0) as expansion_cents,
  coalesce(sum(m.mrr - m.prev_mrr) filter (where m.prev_mrr > 0 and m.mrr > 0 and m.mrr < m.prev_mrr), 0) as contraction_cents,
  count(*) filter (where m.prev_mrr > 0 and m.mrr = 0) as churned`;

type Numeric = string | number | null;
interface RawPoint {
  idx: Numeric;
  mrr: Numeric;
  paying: Numeric;
  new_cents: Numeric;
  reactivation_cents: Numeric;
  churn_cents: Numeric;
  expansion_cents: Numeric;
  contraction_cents: Numeric;
  churned: Numeric;
}

const n = (value: Numeric | undefined) => Number(value ?? 0);

function toPoint(row: RawPoint): MrrPointRow {
  return {
    idx: n(row.idx),
    mrrCents: n(row.mrr),
    paying: n(row.paying),
    newCents: n(row.new_cents),
    expansionCents: n(row.expansion_cents),
    contractionCents: n(row.contraction_cents),
    churnCents: n(row.churn_cents),
    reactivationCents: n(row.reactivation_cents),
    churnedCompanies: n(row.churned),
  };
}

/** Both drivers answer raw queries as `{ rows }`; the shared type cannot say so. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The MRR at each instant and the movements since the previous one (the first has none). */
export async function mrrAtInstants(
  db: Database,
  instants: readonly MrrInstant[],
  graceDays: number,
): Promise<MrrPointRow[]> {
  const result = await rows<RawPoint>(
    db,
    sql`with ${movesCte(instants, graceDays)}
      select ${pointColumns} from b left join moves m on m.idx = b.idx group by b.idx order by b.idx`,
  );
  return result.map(toPoint);
}

export interface PeriodFigures {
  start: MrrPointRow;
  end: MrrPointRow;
  trialsStarted: number;
  trialsConverted: number;
  refused: number;
  recovered: number;
  recoveredCents: number;
}

/**
 * The summary's figures in one statement: the MRR at the period's start and end (with the
 * movements between), trials started in [from, until) and how many have paid since, and the
 * charges first refused in [from, until) and how many are paid now.
 */
export async function periodFigures(
  db: Database,
  period: { start: MrrInstant; end: MrrInstant; from: Date; until: Date },
  graceDays: number,
): Promise<PeriodFigures> {
  const from = sql`${period.from.toISOString()}::timestamptz`;
  const until = sql`${period.until.toISOString()}::timestamptz`;
  const result = await rows<
    RawPoint & {
      trials_started: Numeric;
      trials_converted: Numeric;
      refused: Numeric;
      recovered: Numeric;
      recovered_cents: Numeric;
    }
  >(
    db,
    sql`with ${movesCte([period.start, period.end], graceDays)},
      points as (select ${pointColumns} from b left join moves m on m.idx = b.idx group by b.idx),
      trials as (
        select count(*) as trials_started,
          count(*) filter (where exists (
            select 1 from ${payments} p
            where p.company_id = s.company_id and p.subscription_id = s.id and p.status in ${PAID}
          )) as trials_converted
        from ${subscriptions} s
        where s.trial_ends_at is not null and s.created_at >= ${from} and s.created_at < ${until}
      ),
      refusals as (
        select e.efi_charge_id, min(e.occurred_at) as at
        from ${efiNotificationEntries} e
        where e.status_current = 'unpaid' and e.efi_charge_id is not null
        group by e.efi_charge_id
      ),
      recovery as (
        select count(*) as refused,
          count(*) filter (where p.status in ${PAID}) as recovered,
          coalesce(sum(p.amount_cents) filter (where p.status in ${PAID}), 0) as recovered_cents
        from ${payments} p
        left join refusals r on r.efi_charge_id = p.efi_charge_id
        where (r.at is not null or p.status = 'unpaid')
          and coalesce(r.at, p.status_at) >= ${from} and coalesce(r.at, p.status_at) < ${until}
      )
      select points.*, trials.*, recovery.*
      from points cross join trials cross join recovery
      order by points.idx`,
  );
  const [startRow, endRow] = result;
  if (!startRow || !endRow) throw new Error('the period figures answered no rows');
  return {
    start: toPoint(startRow),
    end: toPoint(endRow),
    trialsStarted: n(endRow.trials_started),
    trialsConverted: n(endRow.trials_converted),
    refused: n(endRow.refused),
    recovered: n(endRow.recovered),
    recoveredCents: n(endRow.recovered_cents),
  };
}
