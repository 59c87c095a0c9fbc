import { parseArgs } from 'node:util';

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
      rounds: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string', default: '50' },
    },
  });
  const quick = values.quick;
  return {
    rounds: Number(values.rounds ?? (quick ? 1 : 3)),
    durationSeconds: Number(values.duration ?? (quick ? 3 : 10)),
    warmupSeconds: quick ? 1 : 2,
    connections: Number(values.connections),
    only: values.only,
    skipLarge: values['skip-large'],
    embeddedOnly: values['embedded-only'],
    skipEmbedded: values['skip-embedded'],
    readCache: !values['no-read-cache'],
    skipBilling: values['skip-billing'],
    unsafeDurability: values['unsafe-durability'],
  };
}

/** Anchors always run (every ratio needs them); `--only` filters the other targets. */
export const selected = (options: Options, name: string) =>
  name.startsWith('anchor ') ||
  options.only.length === 0 ||
  options.only.some((part) => name.includes(part));
