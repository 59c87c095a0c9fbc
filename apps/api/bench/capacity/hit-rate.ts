/**
 * How often the company read cache answers under a realistic peak hour: a Monte Carlo of one
 * company's requests, with the cache's real rules (features/read-cache/read-cache.ts): an answer
 * is kept per company, person, role and URL, under the company's data version and the minute,
 * in the memory of the replica that computed it.
 */

/** A read a screen makes, and its share of the reads. */
export interface ReadShare {
  url: string;
  share: number;
  /** Distinct URLs of this kind a person reads (an objective's page: one per objective). */
  variants: number;
}

export interface TrafficShape {
  /** People of the company active in the peak hour. */
  activePeople: number;
  /** Requests of the company in the peak hour (reads and writes). */
  requestsPerHour: number;
  /** One request in this many is a write (it bumps the company's data version). */
  writeEvery: number;
  /** API replicas behind a balancer that spreads requests evenly. */
  replicas: number;
  reads: ReadShare[];
}

/** The peak-hour mix the capacity model assumes (docs/benchmarks.md, "Capacity model"). */
export const PEAK_READS: ReadShare[] = [
  { url: '/api/my-week', share: 0.15, variants: 1 },
  { url: '/api/dashboard/', share: 0.15, variants: 1 },
  { url: '/api/objectives/?page=1&limit=20', share: 0.15, variants: 1 },
  { url: '/api/objectives/:id', share: 0.2, variants: 20 },
  { url: '/api/key-results/:id/check-ins', share: 0.1, variants: 40 },
  { url: '/api/objectives/:id/comments', share: 0.05, variants: 20 },
  { url: '/api/evolution/', share: 0.05, variants: 5 },
  { url: '/api/objectives/tree', share: 0.05, variants: 1 },
  { url: '/api/teams/:id', share: 0.05, variants: 5 },
  { url: '/api/search/', share: 0.05, variants: 30 },
];

/** Deterministic PRNG (mulberry32), so the model's figures are reproducible. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickRead(reads: ReadShare[], random: () => number): string {
  let roll = random() * reads.reduce((total, read) => total + read.share, 0);
  for (const read of reads) {
    roll -= read.share;
    if (roll <= 0) return `${read.url}#${Math.floor(random() * read.variants)}`;
  }
  return reads[reads.length - 1]?.url ?? '';
}

/** Share of reads answered from the cache, over `hours` simulated peak hours. */
export function simulateHitRate(shape: TrafficShape, hours = 20, seed = 1): number {
  const random = randomSource(seed);
  // replica → key → stamp of the kept answer
  const kept = Array.from({ length: shape.replicas }, () => new Map<string, string>());
  let version = 0;
  let reads = 0;
  let hits = 0;
  const total = Math.round(shape.requestsPerHour * hours);
  for (let request = 0; request < total; request++) {
    // Requests spread evenly over the hour: the minute bucket turns every requestsPerHour/60.
    const minute = Math.floor((request * 60) / shape.requestsPerHour);
    if (random() < 1 / shape.writeEvery) {
      version += 1;
      continue;
    }
    reads += 1;
    const person = Math.floor(random() * shape.activePeople);
    const key = `${person} ${pickRead(shape.reads, random)}`;
    const replica = kept[Math.floor(random() * shape.replicas)] ?? new Map<string, string>();
    const stamp = `${version}:${minute}`;
    if (replica.get(key) === stamp) hits += 1;
    else replica.set(key, stamp);
  }
  return reads === 0 ? 0 : hits / reads;
}
