import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PEAK_READS, simulateHitRate } from './hit-rate';
import {
  type CostFigures,
  capacityFor,
  growthFor,
  type PeakHour,
  type RequestCost,
  type TableGrowth,
} from './model';

// `npm run bench:capacity [bench-results/http-….json]`: the capacity model of docs/benchmarks.md
// from the figures of a `bench:http` run (the newest one by default): CPU per request, API and
// PostgreSQL apart, warm and missed, the hit rate of the peak-hour mix, and the table sizes the
// write phase left, turned into replicas, PostgreSQL vCPUs and first-year table growth.

interface MeasuredSummary {
  group: string;
  kind: string;
  label: string;
  cpuMsPerRequest: number;
  databaseCpuMsPerRequest?: number;
}
interface MeasuredSize {
  name: string;
  tableBytes: number;
  indexBytes: number;
  liveRows: number;
}
interface BenchReport {
  date: string;
  summaries: MeasuredSummary[];
  sizesAfter?: MeasuredSize[];
}

/** A company of 50 people at its peak hour: 30 active, 40 requests each, 1 write in 12. */
export const PEAK_SHAPE = { activePeople: 30, requestsPerHour: 1200, writeEvery: 12 };
/** Brazil is one business time zone: half the companies peak in the same hour (Monday 9–10h). */
export const COINCIDENCE = 0.5;
export const COMPANY_COUNTS = [1_000, 10_000, 100_000];

/**
 * Rows a company of 50 people adds in a year (3 key results each, weekly check-ins, 4 cycles).
 * The last three hold state, not history (decision 0048): one row per objective, at most one
 * per active key result, one per cycle and day.
 */
export const ROWS_PER_COMPANY_YEAR: Record<string, number> = {
  check_ins: 50 * 3 * 52,
  activity_log: 50 * 3 * 52 * 2,
  // Upserted on objective_id: one row per objective, 50 a cycle (3 key results each).
  objective_evolution: 50 * 4,
  // A row per (cycle, owner, week of the last check-in), deleted at zero: at most one per key result.
  key_result_check_in_weeks: 50 * 3 * 4,
  cycle_progress_snapshots: 365,
};

const labelOf = (url: string) => `GET ${url}`;
const peakLabels = new Set(PEAK_READS.map((read) => labelOf(read.url)));

function costOf(summaries: MeasuredSummary[]): RequestCost {
  const usable = summaries.filter((s) => Number.isFinite(s.cpuMsPerRequest));
  if (usable.length === 0) return { apiMs: Number.NaN, dbMs: Number.NaN };
  const mean = (of: (s: MeasuredSummary) => number) =>
    usable.reduce((total, s) => total + of(s), 0) / usable.length;
  const dbMs = mean((s) => s.databaseCpuMsPerRequest ?? 0);
  return { apiMs: mean((s) => s.cpuMsPerRequest) - dbMs, dbMs };
}

/** The small company's costs (a company of 50 people is the model's unit). */
export function costFigures(summaries: MeasuredSummary[]): CostFigures {
  const reads = (group: string) =>
    summaries.filter((s) => s.group === group && s.kind === 'read' && peakLabels.has(s.label));
  return {
    readHit: costOf(reads('small · warm')),
    readMiss: costOf(reads('small · miss')),
    write: costOf(summaries.filter((s) => s.group.startsWith('small ·') && s.kind === 'write')),
  };
}

/** Below this, a table's size is mostly its pages' fixed overhead, not its rows. */
export const MIN_ROWS_TO_MEASURE = 10_000;

export function tableGrowth(sizes: MeasuredSize[]): TableGrowth[] {
  return sizes.flatMap((size) => {
    const rows = ROWS_PER_COMPANY_YEAR[size.name];
    if (!rows || size.liveRows < MIN_ROWS_TO_MEASURE) return [];
    const bytesPerRow = (size.tableBytes + size.indexBytes) / size.liveRows;
    return [{ table: size.name, rowsPerCompanyYear: rows, bytesPerRow }];
  });
}

async function newestReport(): Promise<string> {
  const files = (await readdir('bench-results')).filter((f) => /^http-.*\.json$/.test(f)).sort();
  const last = files.at(-1);
  if (!last) throw new Error('Nenhum bench-results/http-*.json: rode `npm run bench:http` antes.');
  return join('bench-results', last);
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

async function main() {
  const file = process.argv[2] ?? (await newestReport());
  const report = JSON.parse(await readFile(file, 'utf8')) as BenchReport;
  const costs = costFigures(report.summaries);
  console.log(`Medições: ${file} (${report.date})\n`);
  console.log('| request | API ms CPU | PostgreSQL ms CPU |\n|---|---|---|');
  for (const [name, cost] of Object.entries(costs))
    console.log(`| ${name} | ${fixed(cost.apiMs)} | ${fixed(cost.dbMs)} |`);
  console.log(
    '\n| companies | req/s at peak | hit rate | API vCPUs | replicas (2 vCPU) | PostgreSQL vCPUs |\n|---|---|---|---|---|---|',
  );
  for (const companies of COMPANY_COUNTS) {
    // The hit rate falls as replicas split the cache: settle replicas and hit rate together.
    let replicas = 2;
    let hitRate = 0;
    let capacity = capacityFor(companies, costs, {} as PeakHour);
    for (let step = 0; step < 5; step++) {
      hitRate = simulateHitRate({ ...PEAK_SHAPE, replicas, reads: PEAK_READS }, 5);
      const peak: PeakHour = {
        requestsPerCompany: PEAK_SHAPE.requestsPerHour,
        writeEvery: PEAK_SHAPE.writeEvery,
        hitRate,
        coincidence: COINCIDENCE,
      };
      capacity = capacityFor(companies, costs, peak);
      if (capacity.replicas === replicas) break;
      replicas = capacity.replicas;
    }
    console.log(
      `| ${companies.toLocaleString('en-US')} | ${Math.round(capacity.requestsPerSecond).toLocaleString('en-US')} | ${fixed(hitRate * 100, 0)} % | ${fixed(capacity.apiVcpus, 1)} | ${capacity.replicas} | ${fixed(capacity.dbVcpus, 1)} |`,
    );
  }
  const growth = tableGrowth(report.sizesAfter ?? []);
  if (growth.length === 0) return;
  console.log(
    '\n| table | rows/company/year | bytes/row | companies | rows, 1st year | GB, 1st year | partition |\n|---|---|---|---|---|---|---|',
  );
  for (const companies of COMPANY_COUNTS)
    for (const [index, at] of growthFor(companies, growth).entries()) {
      const table = growth[index];
      console.log(
        `| ${at.table} | ${table?.rowsPerCompanyYear.toLocaleString('en-US')} | ${Math.round(table?.bytesPerRow ?? 0)} | ${companies.toLocaleString('en-US')} | ${(at.rowsFirstYear / 1e6).toFixed(1)} M | ${fixed(at.gigabytesFirstYear, 1)} | ${at.partition ? 'yes' : 'no'} |`,
      );
    }
}

if (process.argv[1]?.endsWith('report.ts')) await main();
