import { clean, embeddedGoal, scaleGoal, throughputGoal, type Verdict } from './goals';
import type { Summary } from './summary';

const ms = (value: number) =>
  Number.isNaN(value) ? '—' : `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const pct = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} %`);
const rps = (value: number) => Math.round(value).toLocaleString('en-US');
const cpu = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(2)} ms`);
const verdict = (v: Verdict | undefined) => (v ? `${v.pass ? 'PASS' : 'FAIL'} ${v.goal}` : '');

function problems(summary: Summary) {
  if (clean(summary)) return '0';
  if (summary.requests === 0) return '**no response at all**';
  const codes = Object.entries(summary.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${code}×${count}`);
  return `**${summary.errors} err / ${summary.timeouts} t/o / non-2xx ${codes.join(' ') || summary.non2xx}**`;
}

const HEADER = [
  '| target | req/s | p50 | p99 | CPU/req | % hello | % one-query | errors | goals |',
  '|---|---|---|---|---|---|---|---|---|',
];

function row(summary: Summary, goals: string) {
  return `| ${summary.label} | ${rps(summary.reqPerSec)} | ${ms(summary.p50)} | ${ms(summary.p99)} | ${cpu(summary.cpuMsPerRequest)} | ${pct(summary.pctHello)} | ${pct(summary.pctQuery)} | ${problems(summary)} | ${goals} |`;
}

/** One markdown table per group (anchors, small, large, embedded), goals evaluated. */
export function printTables(summaries: Summary[]) {
  const groups = [...new Set(summaries.map((s) => s.group))];
  for (const group of groups) {
    console.log(`\n### ${group}\n`);
    console.log(HEADER.join('\n'));
    for (const summary of summaries.filter((s) => s.group === group)) {
      const small = summaries.find((s) => s.group === 'small' && s.label === summary.label);
      const goals =
        group === 'embedded'
          ? [verdict(embeddedGoal(summary))]
          : [
              verdict(throughputGoal(summary)),
              group === 'large' ? verdict(scaleGoal(summary, small)) : '',
            ];
      console.log(row(summary, goals.filter(Boolean).join('; ')));
    }
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
