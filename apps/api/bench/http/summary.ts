import type { Measurement } from './runner';
import type { Target } from './types';

export interface Summary {
  name: string;
  group: string;
  kind: Target['kind'];
  label: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  cpuMsPerRequest: number;
  databaseCpuMsPerRequest: number;
  /** Median over rounds of req/s ÷ the anchor's req/s in the same round, in %. */
  pctHello: number;
  pctQuery: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  rounds: Measurement[];
}

export const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** `results` holds every round of every target, by target name. */
export function summarize(targets: Target[], results: Map<string, Measurement[]>): Summary[] {
  // The mean of the anchor's measurements just before and just after `m` (the machine is shared:
  // its load moves within a round).
  const anchorNear = (label: string, m: Measurement) => {
    const same = (results.get(`anchor ${label}`) ?? []).filter((a) => a.round === m.round);
    const before = same.filter((a) => a.seq < m.seq).at(-1);
    const after = same.find((a) => a.seq > m.seq);
    const near = [before, after].flatMap((a) => (a ? [a.reqPerSec] : []));
    return near.length > 0 ? sum(near) / near.length : Number.NaN;
  };
  return targets.flatMap((target) => {
    const rounds = results.get(target.name) ?? [];
    if (rounds.length === 0) return [];
    const statusCodes: Record<string, number> = {};
    for (const round of rounds)
      for (const [code, count] of Object.entries(round.statusCodes))
        statusCodes[code] = (statusCodes[code] ?? 0) + count;
    const pctOf = (label: string) =>
      target.label === label
        ? 100
        : median(rounds.map((m) => (100 * m.reqPerSec) / anchorNear(label, m)));
    return {
      name: target.name,
      group: target.group,
      kind: target.kind,
      label: target.label,
      reqPerSec: median(rounds.map((m) => m.reqPerSec)),
      p50: median(rounds.map((m) => m.p50)),
      p99: median(rounds.map((m) => m.p99)),
      cpuMsPerRequest: median(rounds.map((m) => m.cpuMsPerRequest)),
      databaseCpuMsPerRequest: median(rounds.map((m) => m.databaseCpuMsPerRequest)),
      pctHello: pctOf('hello-world'),
      pctQuery: pctOf('one-query'),
      requests: sum(rounds.map((m) => m.requests)),
      errors: sum(rounds.map((m) => m.errors)),
      timeouts: sum(rounds.map((m) => m.timeouts)),
      non2xx: sum(rounds.map((m) => m.non2xx)),
      statusCodes,
      rounds,
    };
  });
}
