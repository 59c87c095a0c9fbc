import { parseArgs } from 'node:util';

/**
 * What the PostgreSQL phase measures, in this order (issue 24): every read with the company read
 * cache warm, the same reads missing it (READ_CACHE=off), then, after a write phase, the misses
 * again on the tables the writes left (autovacuum as configured, no manual VACUUM).
 */
export const STAGES = ['warm', 'miss', 'after-writes'] as const;
export type Stage = (typeof STAGES)[number];

/** How a stage names its groups: `small · miss`, `large · miss after writes`. */
export const STAGE_LABELS: Record<Stage, string> = {
  warm: 'warm',
  miss: 'miss',
  'after-writes': 'miss after writes',
};

function parseStages(text: string | undefined, readCache: boolean): Stage[] {
  if (text === undefined) return readCache ? [...STAGES] : ['miss', 'after-writes'];
  const asked = text.split(',').map((part) => part.trim());
  const unknown = asked.filter((part) => !STAGES.includes(part as Stage));
  if (unknown.length > 0) throw new Error(`--stages: desconhecido ${unknown.join(', ')}`);
  return STAGES.filter((stage) => asked.includes(stage));
}

export interface Options {
  rounds: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Substrings of target names (`small GET /api/dashboard/`); empty = every target. */
  only: string[];
  skipLarge: boolean;
  embeddedOnly: boolean;
  skipEmbedded: boolean;
  /** False with `--no-read-cache`: Rumo runs with READ_CACHE=off, so every read is a miss. */
  readCache: boolean;
  /** PostgreSQL phase stages (`--stages warm,miss,after-writes`; `--no-read-cache` drops warm). */
  stages: Stage[];
  /** Check-ins and key-result edits of the write phase before the `after-writes` stage. */
  writes: number;
  /** `--skip-replicas`: no probe of two API replicas on one PostgreSQL. */
  skipReplicas: boolean;
  /** `--skip-billing`: no boleto checkout and no nota fiscal queue. */
  skipBilling: boolean;
  /** `--unsafe-durability`: PostgreSQL with fsync, synchronous_commit and full_page_writes off. */
  unsafeDurability: boolean;
}

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string', multiple: true, default: [] },
      'skip-large': { type: 'boolean', default: false },
      'embedded-only': { type: 'boolean', default: false },
      'skip-embedded': { type: 'boolean', default: false },
      'no-read-cache': { type: 'boolean', default: false },
      'skip-billing': { type: 'boolean', default: false },
      'unsafe-durability': { type: 'boolean', default: false },
      stages: { type: 'string' },
      writes: { type: 'string' },
      'skip-replicas': { type: 'boolean', default: false },
      rounds: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string', default: '50' },
    },
  });
  const quick = values.quick;
  const readCache = !values['no-read-cache'];
  return {
    rounds: Number(values.rounds ?? (quick ? 1 : 3)),
    durationSeconds: Number(values.duration ?? (quick ? 3 : 10)),
    warmupSeconds: quick ? 1 : 2,
    connections: Number(values.connections),
    only: values.only,
    skipLarge: values['skip-large'],
    embeddedOnly: values['embedded-only'],
    skipEmbedded: values['skip-embedded'],
    readCache,
    stages: parseStages(values.stages, readCache),
    writes: Number(values.writes ?? (quick ? 10_000 : 100_000)),
    skipReplicas: values['skip-replicas'],
    skipBilling: values['skip-billing'],
    unsafeDurability: values['unsafe-durability'],
  };
}

/** Anchors always run (every ratio needs them); `--only` filters the other targets. */
export const selected = (options: Options, name: string) =>
  name.startsWith('anchor ') ||
  options.only.length === 0 ||
  options.only.some((part) => name.includes(part));
