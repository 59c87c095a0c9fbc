import { PAYMENT_METHODS, type PaymentMethod } from '@rumo/shared/billing/payment-method';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  efiNotificationEntries,
  payments,
  subscriptionPlans,
  subscriptions,
} from '../../billing/public';

/**
 * The one place where the staff figures are defined in SQL (their words in
 * packages/shared/src/backoffice/stats.ts): the recurring revenue at instants and its movements,
 * trial conversion and charge outcomes over a window. The dashboard, Pagamentos and Estatísticas
 * all read them through stats.service. Recurring revenue is summed in annual centavos (a yearly
 * plan's price, 12 × a monthly one's), which are exact integers; MRR is that / 12.
 */

/** An instant the revenue is measured at; `current` uses the subscriptions' state now. */
export interface MrrInstant {
  at: Date;
  /** 'YYYY-MM-DD' in America/Sao_Paulo: the day whose coverage by a paid period counts. */
  day: string;
  current: boolean;
}

/** Annual centavos at an instant and the movements since the previous one, per company. */
export interface ArrPointRow {
  idx: number;
  arrCents: number;
  paying: number;
  newCents: number;
  expansionCents: number;
  contractionCents: number;
  churnCents: number;
  reactivationCents: number;
  newCompanies: number;
  churnedCompanies: number;
  /** The revenue and paying companies by how each subscription pays now (sums to the totals). */
  byMethod: { method: PaymentMethod; arrCents: number; paying: number }[];
}

const PAID = sql`('paid', 'settled')`;
/** A plan's price over a year, in centavos. */
const annual = (plan: string) =>
  sql.raw(
    `(case when ${plan}.interval = 'yearly' then ${plan}.price_cents else ${plan}.price_cents * 12 end)::bigint`,
  );

/**
 * `with b, per, moves`: for each instant (idx ascending) each subscription's annual revenue
 * there, whether it had paid before, and the revenue of a charge paid since the previous instant
 * (so a company that starts paying and leaves between two instants shows as new and churned).
 */
function movesCte(instants: readonly MrrInstant[], graceDays: number, companyId?: string): SQL {
  const values = sql.join(
    instants.map((point, idx) => {
      const previous = idx > 0 ? (instants[idx - 1] as MrrInstant).at.toISOString() : null;
      return sql`(${idx}::int, ${point.at.toISOString()}::timestamptz, ${point.day}::date, ${point.current}::boolean, ${previous}::timestamptz)`;
    }),
    sql`, `,
  );
  const charge = (where: SQL) => sql`coalesce((
    select ${annual('pp')}
    from ${payments} p
    join ${subscriptionPlans} pp on pp.id = coalesce(p.plan_id, s.plan_id)
    where p.subscription_id = s.id and p.status in ${PAID} and ${where}
    order by p.period_start desc nulls last, p.paid_at desc
    limit 1), 0)`;
  return sql`
    b(idx, at, day, is_current, prev_at) as (values ${values}),
    per as (
      select b.idx, s.id as subscription_id,
        case when b.is_current then
          case when s.status in ('active', 'past_due') and cp.id is not null
            and not (s.cancel_at_period_end and s.current_period_end is not null
              and s.current_period_end < b.day)
            and not (s.status = 'past_due' and s.past_due_since is not null
              and s.past_due_since + make_interval(days => ${graceDays}::int) <= b.at)
            and (s.status = 'active' or exists (
              select 1 from ${payments} p
              where p.subscription_id = s.id and p.status in ${PAID}
                and b.day < p.period_end + ${graceDays}::int))
          then ${annual('cp')} else 0 end
        when (s.ended_at is null or s.ended_at > b.at)
          and not (s.cancel_at_period_end and s.current_period_end is not null
            and s.current_period_end < b.day)
        then ${charge(sql`p.paid_at <= b.at and p.period_start <= b.day and b.day < p.period_end + ${graceDays}::int`)}
        else 0 end as arr,
        exists (
          select 1 from ${payments} p
          where p.subscription_id = s.id and p.status in ${PAID} and p.paid_at <= b.at
        ) as paid_before,
        case when b.prev_at is null then 0
          else ${charge(sql`p.paid_at > b.prev_at and p.paid_at <= b.at`)} end as paid_between,
        s.payment_method as method
      from b cross join ${subscriptions} s
      left join ${subscriptionPlans} cp on cp.id = s.plan_id
      ${companyId ? sql`where s.company_id = ${companyId}` : sql``}
    ),
    moves as (
      select idx, arr, paid_between, method,
        lag(arr) over w as prev_arr,
        lag(paid_before) over w as prev_paid
      from per
      window w as (partition by subscription_id order by idx)
    )`;
}

/** Paid and gone between the two instants: 0 at both, a charge paid in between. */
const passing = sql`m.prev_arr = 0 and m.arr = 0 and m.paid_between > 0`;

const pointColumns = sql`
  b.idx,
  coalesce(sum(m.arr), 0) as arr,
  count(*) filter (where m.arr > 0) as paying,
  coalesce(sum(m.arr) filter (where m.prev_arr = 0 and m.arr > 0 and not m.prev_paid), 0)
    + coalesce(sum(m.paid_between) filter (where ${passing} and not m.prev_paid), 0) as new_cents,
  coalesce(sum(m.arr) filter (where m.prev_arr = 0 and m.arr > 0 and m.prev_paid), 0)
    + coalesce(sum(m.paid_between) filter (where ${passing} and m.prev_paid), 0) as reactivation_cents,
  coalesce(sum(-m.prev_arr) filter (where m.prev_arr > 0 and m.arr = 0), 0)
    + coalesce(sum(-m.paid_between) filter (where ${passing}), 0) as churn_cents,
  coalesce(sum(m.arr - m.prev_arr) filter (where m.prev_arr > 0 and m.arr > m.prev_arr), 0) as expansion_cents,
  coalesce(sum(m.arr - m.prev_arr) filter (where m.prev_arr > 0 and m.arr > 0 and m.arr < m.prev_arr), 0) as contraction_cents,
  count(*) filter (where m.prev_arr = 0 and not m.prev_paid and (m.arr > 0 or m.paid_between > 0)) as new_companies,
  count(*) filter (where (m.prev_arr > 0 and m.arr = 0) or ${passing}) as churned,
  ${sql.join(
    PAYMENT_METHODS.map(
      (
        method,
      ) => sql`coalesce(sum(m.arr) filter (where m.method = ${method}), 0) as ${sql.raw(`arr_${method}`)},
  count(*) filter (where m.arr > 0 and m.method = ${method}) as ${sql.raw(`paying_${method}`)}`,
    ),
    sql`,
  `,
  )}`;

type Numeric = string | number | null;
type RawPoint = {
  idx: Numeric;
  arr: Numeric;
  paying: Numeric;
  new_cents: Numeric;
  reactivation_cents: Numeric;
  churn_cents: Numeric;
  expansion_cents: Numeric;
  contraction_cents: Numeric;
  new_companies: Numeric;
  churned: Numeric;
} & {
  /** arr_<method> and paying_<method> for each payment method. */
  [K in `${'arr' | 'paying'}_${PaymentMethod}`]: Numeric;
};

const n = (value: Numeric | undefined) => Number(value ?? 0);

function toPoint(row: RawPoint): ArrPointRow {
  return {
    idx: n(row.idx),
    arrCents: n(row.arr),
    paying: n(row.paying),
    newCents: n(row.new_cents),
    expansionCents: n(row.expansion_cents),
    contractionCents: n(row.contraction_cents),
    churnCents: n(row.churn_cents),
    reactivationCents: n(row.reactivation_cents),
    newCompanies: n(row.new_companies),
    churnedCompanies: n(row.churned),
    byMethod: PAYMENT_METHODS.map((method) => ({
      method,
      arrCents: n(row[`arr_${method}`]),
      paying: n(row[`paying_${method}`]),
    })),
  };
}

/** Both drivers answer raw queries as `{ rows }`; the shared type cannot say so. */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The revenue at each instant and the movements since the previous one (the first has none);
 * `companyId` narrows it to one company.
 */
export async function arrAtInstants(
  db: Database,
  instants: readonly MrrInstant[],
  graceDays: number,
  companyId?: string,
): Promise<ArrPointRow[]> {
  const result = await rows<RawPoint>(
    db,
    sql`with ${movesCte(instants, graceDays, companyId)}
      select ${pointColumns} from b left join moves m on m.idx = b.idx group by b.idx order by b.idx`,
  );
  return result.map(toPoint);
}

/** A window [from, until) and the instant the figures are read at. */
export interface FigureWindow {
  from: Date;
  until: Date;
  now: Date;
}

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Trials decided in the window: a trial (a subscription with a trial end) is decided when its
 * first charge is paid (converted) or, unpaid, when its trial ended (or the subscription ended
 * before); only decisions made by now count.
 */
export async function trialOutcomes(db: Database, window: FigureWindow) {
  const [row] = await rows<{ ended: Numeric; converted: Numeric }>(
    db,
    sql`with trials as (
        select coalesce(
          (select min(p.paid_at) from ${payments} p
            where p.subscription_id = s.id and p.status in ${PAID}),
          least(s.trial_ends_at, s.ended_at)) as decided_at,
          exists (select 1 from ${payments} p
            where p.subscription_id = s.id and p.status in ${PAID}) as converted
        from ${subscriptions} s
        where s.trial_ends_at is not null
      )
      select count(*) as ended, count(*) filter (where converted) as converted
      from trials
      where decided_at >= ${instant(window.from)} and decided_at < ${instant(window.until)}
        and decided_at <= ${instant(window.now)}`,
  );
  return { ended: n(row?.ended), converted: n(row?.converted) };
}

/**
 * The charges whose first outcome at Efí fell in the window: refused (the first `unpaid` entry
 * of its history, or its status `unpaid` without one) or paid without a refusal before; of the
 * refused, those paid now are recovered.
 */
export async function chargeOutcomes(db: Database, window: Omit<FigureWindow, 'now'>) {
  const from = instant(window.from);
  const until = instant(window.until);
  const result = await rows<{
    method: PaymentMethod;
    charged: Numeric;
    refused: Numeric;
    recovered: Numeric;
    recovered_cents: Numeric;
  }>(
    db,
    sql`with refusals as (
        select e.efi_charge_id, min(e.occurred_at) as at
        from ${efiNotificationEntries} e
        where e.status_current = 'unpaid' and e.efi_charge_id is not null
        group by e.efi_charge_id
      ),
      outcomes as (
        select p.method, p.amount_cents, p.status in ${PAID} as paid,
          coalesce(r.at, case when p.status = 'unpaid' then p.status_at end) as refused_at,
          p.paid_at
        from ${payments} p
        left join refusals r on r.efi_charge_id = p.efi_charge_id
      ),
      windowed as (
        select * from outcomes
        where coalesce(refused_at, paid_at) >= ${from} and coalesce(refused_at, paid_at) < ${until}
      )
      select method,
        count(*) as charged,
        count(*) filter (where refused_at is not null) as refused,
        count(*) filter (where refused_at is not null and paid) as recovered,
        coalesce(sum(amount_cents) filter (where refused_at is not null and paid), 0) as recovered_cents
      from windowed
      group by method`,
  );
  const byMethod = PAYMENT_METHODS.map((method) => {
    const row = result.find((item) => item.method === method);
    return {
      method,
      charged: n(row?.charged),
      refused: n(row?.refused),
      recovered: n(row?.recovered),
      recoveredCents: n(row?.recovered_cents),
    };
  });
  const sum = (key: 'charged' | 'refused' | 'recovered' | 'recoveredCents') =>
    byMethod.reduce((total, item) => total + item[key], 0);
  return {
    charged: sum('charged'),
    refused: sum('refused'),
    recovered: sum('recovered'),
    recoveredCents: sum('recoveredCents'),
    byMethod,
  };
}
