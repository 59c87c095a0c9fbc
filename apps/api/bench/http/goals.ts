import { BOLETO_CHECKOUT } from './billing';
import { STAGE_LABELS } from './options';
import type { Summary } from './summary';
import { CHECK_IN_POST, OKR_LIST } from './targets';

// The goals of issues 9 and 24, each a ratio to an anchor measured in the same run. Issue 24's
// are for a read-cache miss (the `miss` stage); a warm read is held to the same bar.

export interface Verdict {
  goal: string;
  pass: boolean;
}

const pct = (value: number) => `${value.toFixed(0)} %`;

/** Every customer read at 50 connections answers within this (issue 24). */
export const READ_P99_MS = 50;

const readGoal = (summary: Summary, minPct: number): Verdict => ({
  goal: `≥ ${pct(minPct)} of one-query, p99 < ${READ_P99_MS} ms`,
  pass: summary.pctQuery >= minPct && summary.p99 < READ_P99_MS,
});

/** The throughput/latency goal of one target (undefined: no goal, e.g. the mix). */
export function throughputGoal(summary: Summary): Verdict | undefined {
  const label = summary.label;
  if (summary.kind === 'mix' || summary.kind === 'anchor') return undefined;
  // A buyer waits on Efí (the simulator here): the goal is an answer in time, every time.
  if (label === BOLETO_CHECKOUT)
    return { goal: 'p99 < 2 s at 10 buyers', pass: summary.p99 < 2000 };
  if (label === CHECK_IN_POST)
    return { goal: `≥ ${pct(30)} of one-query`, pass: summary.pctQuery >= 30 };
  if (label === `GET ${OKR_LIST}`) return readGoal(summary, 40);
  // The dashboard and every other customer read.
  if (summary.kind === 'read') return readGoal(summary, 15);
  return { goal: `≥ ${pct(15)} of one-query`, pass: summary.pctQuery >= 15 };
}

/** Large company's read vs the small one's (same stage): no more than 2× slower. */
export function scaleGoal(large: Summary, small: Summary | undefined): Verdict | undefined {
  if (large.kind !== 'read' || !small) return undefined;
  const times = small.reqPerSec / large.reqPerSec;
  return { goal: `${times.toFixed(2)}× slower than small (≤ 2×)`, pass: times <= 2 };
}

const AFTER_WRITES = ` · ${STAGE_LABELS['after-writes']}`;
export const afterWrites = (summary: Summary) => summary.group.endsWith(AFTER_WRITES);
/** The group a read after the write phase is compared with: the same company's fresh miss. */
export const freshGroupOf = (group: string) =>
  group.replace(AFTER_WRITES, ` · ${STAGE_LABELS.miss}`);

/** After the write phase, a miss no more than 1.5× slower than the same miss fresh. */
export function afterWritesGoal(after: Summary, fresh: Summary | undefined): Verdict | undefined {
  if (after.kind !== 'read' || !fresh) return undefined;
  const times = fresh.reqPerSec / after.reqPerSec;
  return { goal: `${times.toFixed(2)}× slower than fresh (≤ 1.5×)`, pass: times <= 1.5 };
}

/** The embedded default under 50 connections: no timeouts, p99 < 1 s. */
export function embeddedGoal(summary: Summary): Verdict {
  return {
    goal: 'no timeouts, p99 < 1 s',
    pass: summary.requests > 0 && summary.timeouts === 0 && summary.p99 < 1000,
  };
}

/** Anything but 2xx makes a figure worthless (a benchmark of 401s measures nothing). */
export const clean = (summary: Summary) =>
  summary.requests > 0 && summary.non2xx === 0 && summary.errors === 0 && summary.timeouts === 0;
