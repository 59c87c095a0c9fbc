/** The comment of every check-in the bench posts (removed between rounds, reset.ts). */
export const BENCH_COMMENT = 'bench:http';

/** What the harness and the autocannon client process exchange (plain data, sent over IPC). */

/** One kind of request; `paths` are used in turn (rotation over ids, one per request). */
export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT';
  paths: string[];
  /** JSON bodies sent with `paths` in turn (the same index), e.g. a key result's edit. */
  bodies?: string[];
  /**
   * 'check-in': a fresh `{ value, confidence }` body per request; 'boleto-checkout': a new
   * company buying `planId` by boleto, from its own address (X-Forwarded-For, TRUST_PROXY=true).
   */
  body?: 'check-in' | 'boleto-checkout';
  planId?: string;
}

export type TargetKind = 'anchor' | 'read' | 'write' | 'mix';

export interface Target {
  /** Stable name, e.g. `small GET /api/objectives?page=1&limit=20`; `--only` matches it. */
  name: string;
  /** 'anchor', or the company the target runs against ('small', 'large', 'embedded'). */
  group: string;
  kind: TargetKind;
  /** Short label for tables (the route, or 'hello-world'). */
  label: string;
  baseUrl: string;
  headers: Record<string, string>;
  /** Each connection sends these in order, again and again (weights = repetitions). */
  requests: RequestSpec[];
  /** Answers once the server has worked off the requests a run left queued (a database hit). */
  settlePath: string;
  /** Processes whose CPU counts as the server's (process trees, by root pid). */
  cpuRoots: number[];
  /** The database's part of `cpuRoots` (PostgreSQL's postmaster), reported on its own. */
  databaseRoots?: number[];
  /** Concurrent connections when not the run's default (a checkout is not 50 buyers at once). */
  connections?: number;
}

export interface ClientJob {
  baseUrl: string;
  headers: Record<string, string>;
  requests: RequestSpec[];
  connections: number;
  durationSeconds: number;
}

export interface ClientResult {
  requests: number;
  durationSeconds: number;
  p50: number;
  p99: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Status code -> count, so that a run of 401s is visible at once. */
  statusCodes: Record<string, number>;
}
