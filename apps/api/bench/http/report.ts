import {
  afterWrites,
  afterWritesGoal,
  clean,
  embeddedGoal,
  freshGroupOf,
  scaleGoal,
  throughputGoal,
  type Verdict,
} from './goals';
import type { Summary } from './summary';

const ms = (value: number) =>
  Number.isNaN(value) ? '—' : `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const pct = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} %`);
const rps = (value: number) => Math.round(value).toLocaleString('en-US');
const cpu = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(2)} ms`);
const verdict = (v: Verdict) => `${v.pass ? 'PASS' : 'FAIL'} ${v.goal}`;

function problems(summary: Summary) {
  if (clean(summary)) return '0';
  if (summary.requests === 0) return '**no response at all**';
  const codes = Object.entries(summary.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code}×${count}`);
  return `**${summary.errors} err / ${summary.timeouts} t/o / non-2xx ${codes.join(' ') || summary.non2xx}**`;
}

const HEADER = [
  '| target | req/s | p50 | p99 | CPU/req | of it PG | % hello | % one-query | errors | goals |',
  '|---|---|---|---|---|---|---|---|---|---|',
];

function row(summary: Summary, goals: string) {
  return `| ${summary.label} | ${rps(summary.reqPerSec)} | ${ms(summary.p50)} | ${ms(summary.p99)} | ${cpu(summary.cpuMsPerRequest)} | ${cpu(summary.databaseCpuMsPerRequest)} | ${pct(summary.pctHello)} | ${pct(summary.pctQuery)} | ${problems(summary)} | ${goals} |`;
}

/** The goals of one target: its throughput goal, the large/small one, or the embedded one. */
export function verdictsOf(summary: Summary, all: Summary[]): Verdict[] {
  if (summary.group === 'embedded') return [embeddedGoal(summary)];
  const twin = (group: string) => all.find((s) => s.group === group && s.label === summary.label);
  const scale = summary.group.startsWith('large')
    ? scaleGoal(summary, twin(summary.group.replace(/^large/, 'small')))
    : undefined;
  const aged = afterWrites(summary)
    ? afterWritesGoal(summary, twin(freshGroupOf(summary.group)))
    : undefined;
  return [throughputGoal(summary), scale, aged].filter((v) => v !== undefined);
}

/** How a run is named in its tables and JSON: cache misses are not comparable to hits. */
export const cacheLabel = (readCache: boolean) =>
  readCache ? 'read cache on' : 'READ CACHE OFF (every read is a miss)';

/** One markdown table per group (anchors, small, large, embedded), goals evaluated. */
export function printTables(summaries: Summary[], readCache: boolean) {
  const groups = [...new Set(summaries.map((s) => s.group))];
  for (const group of groups) {
    const title = group === 'embedded' ? `${group} (${cacheLabel(readCache)})` : group;
    console.log(`\n### ${title}\n`);
    console.log(HEADER.join('\n'));
    const verdicts: Verdict[] = [];
    for (const summary of summaries.filter((s) => s.group === group)) {
      const own = verdictsOf(summary, summaries);
      verdicts.push(...own);
      console.log(row(summary, own.map(verdict).join('; ')));
    }
    if (verdicts.length > 0)
      console.log(
        `\n${group}: ${verdicts.filter((v) => v.pass).length} / ${verdicts.length} goals PASS`,
      );
  }
  const dirty = summaries.filter((s) => !clean(s));
  if (dirty.length > 0) {
    console.log(
      '\n!!!!!! NOT EVERY RESPONSE WAS 2xx: these figures measure errors, not the routes !!!!!!',
    );
    for (const s of dirty)
      console.log(
        `!!! ${s.name}: ${JSON.stringify(s.statusCodes)} errors ${s.errors} timeouts ${s.timeouts}`,
      );
  }
}
