import type { Options } from './options';
import { type LoadClient, type Measurement, measure } from './runner';
import type { Target } from './types';

const secondsText = (seconds: number) =>
  seconds >= 120 ? `${(seconds / 60).toFixed(0)} min` : `${seconds.toFixed(0)} s`;

/** Targets between two measurements of the anchors, so that each ratio is to nearby anchors. */
const ANCHOR_EVERY = 12;

/** The anchors, then every ANCHOR_EVERY targets the anchors again, and the anchors at the end. */
function schedule(targets: Target[]): Target[] {
  const anchors = targets.filter((t) => t.kind === 'anchor');
  const others = targets.filter((t) => t.kind !== 'anchor');
  if (anchors.length === 0) return others;
  const order: Target[] = [];
  for (let from = 0; from < others.length; from += ANCHOR_EVERY)
    order.push(...anchors, ...others.slice(from, from + ANCHOR_EVERY));
  return [...order, ...anchors];
}

/**
 * A short warm-up of every target (JIT, pools, caches), then `rounds` rounds; a round runs
 * every target once, in the same order, so the machine's noise spreads over all of them, with
 * the anchors measured again every few targets.
 */
export async function runRounds(
  client: LoadClient,
  targets: Target[],
  options: Options,
  /** Puts the database back as seeded (the writes of the round undone). */
  betweenRounds: () => Promise<void> = async () => {},
): Promise<Map<string, Measurement[]>> {
  const order = schedule(targets);
  const total =
    targets.length * options.warmupSeconds +
    order.length * options.rounds * options.durationSeconds;
  console.log(
    `${targets.length} alvos, ${order.length} medições por rodada (âncoras repetidas), ${options.rounds} × ${options.durationSeconds} s: ~${secondsText(total)}`,
  );
  let seq = 0;
  for (const target of targets) {
    const warmup = { ...options, durationSeconds: options.warmupSeconds, round: 0, seq: seq++ };
    await measure(client, target, warmup);
  }
  const results = new Map<string, Measurement[]>();
  for (let round = 1; round <= options.rounds; round++) {
    await betweenRounds();
    for (const target of order) {
      const m = await measure(client, target, { ...options, round, seq: seq++ });
      results.set(target.name, [...(results.get(target.name) ?? []), m]);
      const bad =
        m.non2xx + m.errors + m.timeouts > 0
          ? `  !!! ${JSON.stringify(m.statusCodes)} err ${m.errors} t/o ${m.timeouts}`
          : '';
      console.log(
        `  [${round}/${options.rounds}] ${target.name}: ${Math.round(m.reqPerSec)} req/s, p99 ${m.p99} ms${bad}`,
      );
    }
  }
  return results;
}
