/**
 * The capacity model of docs/benchmarks.md ("Capacity model"): from the CPU a request costs (API
 * and PostgreSQL apart, on a miss and on a hit of the read cache), the requests of a company at
 * its peak hour and the hit rate they get, how many API replicas and how large a PostgreSQL serve
 * N companies; and from how often people write, how fast each table grows.
 */

/** CPU milliseconds one request costs, in the API process and in PostgreSQL. */
export interface RequestCost {
  apiMs: number;
  dbMs: number;
}

export interface CostFigures {
  /** A read answered by the cache (no SQL but the version check). */
  readHit: RequestCost;
  /** A read computed: the mean of the peak mix's reads on a miss. */
  readMiss: RequestCost;
  /** A write (the mean of check-ins and edits). */
  write: RequestCost;
}

export interface PeakHour {
  /** Requests of one company in its peak hour. */
  requestsPerCompany: number;
  /** One request in this many is a write. */
  writeEvery: number;
  /** Share of reads the cache answers (hit-rate.ts). */
  hitRate: number;
  /** Share of companies whose peak falls in the same hour (Brazil: one time zone, Monday morning). */
  coincidence: number;
}

/** How busy a machine is allowed to run at the peak: headroom for bursts and a lost replica. */
export const TARGET_UTILIZATION = 0.6;
/** vCPUs of one API replica (Node runs one event loop; two vCPU leave room for GC and TLS). */
export const REPLICA_VCPUS = 2;

export interface Capacity {
  companies: number;
  requestsPerSecond: number;
  apiVcpus: number;
  replicas: number;
  dbVcpus: number;
}

const perRequest = (costs: CostFigures, peak: PeakHour, side: keyof RequestCost): number => {
  const writeShare = 1 / peak.writeEvery;
  const readShare = 1 - writeShare;
  const read = peak.hitRate * costs.readHit[side] + (1 - peak.hitRate) * costs.readMiss[side];
  return writeShare * costs.write[side] + readShare * read;
};

/** Replicas and PostgreSQL vCPUs for `companies` at their shared peak hour. */
export function capacityFor(companies: number, costs: CostFigures, peak: PeakHour): Capacity {
  const requestsPerSecond = (companies * peak.coincidence * peak.requestsPerCompany) / 3600;
  const vcpus = (side: keyof RequestCost) =>
    (requestsPerSecond * perRequest(costs, peak, side)) / 1000 / TARGET_UTILIZATION;
  const apiVcpus = vcpus('apiMs');
  return {
    companies,
    requestsPerSecond,
    apiVcpus,
    // Never fewer than two: one replica lost must not take the service down.
    replicas: Math.max(2, Math.ceil(apiVcpus / REPLICA_VCPUS)),
    dbVcpus: vcpus('dbMs'),
  };
}

/** Rows a company of 50 people adds to a table in a year. */
export interface TableGrowth {
  table: string;
  rowsPerCompanyYear: number;
  /** Bytes a row takes with its indexes (measured: table + index size over live rows). */
  bytesPerRow: number;
}

export interface GrowthAt {
  table: string;
  rowsFirstYear: number;
  gigabytesFirstYear: number;
  /** Passes 100 M rows in the first year: partition it (docs/benchmarks.md). */
  partition: boolean;
}

export const PARTITION_ROWS = 100_000_000;

export function growthFor(companies: number, tables: TableGrowth[]): GrowthAt[] {
  return tables.map(({ table, rowsPerCompanyYear, bytesPerRow }) => {
    const rowsFirstYear = companies * rowsPerCompanyYear;
    return {
      table,
      rowsFirstYear,
      gigabytesFirstYear: (rowsFirstYear * bytesPerRow) / 1024 ** 3,
      partition: rowsFirstYear > PARTITION_ROWS,
    };
  });
}
