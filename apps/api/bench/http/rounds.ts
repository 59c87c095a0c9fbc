import type { Options } from './options';
import { type LoadClient, type Measurement, measure } from './runner';
import type { Target } from './types';

const secondsText = (seconds: number) =>
  seconds >= 120 ? `${(seconds / 60).toFixed(0)} min` : `${seconds.toFixed(0)} s`;

/**
 * A short warm-up of every target (JIT, pools, caches), then `rounds` rounds; a round runs
 * every target once, in the same order, so the machine's noise spreads over all of them.
 */
export async function runRounds(
  client: LoadClient,
  targets: Target[],
  options: Options,
  /** Puts the database back as seeded (the writes of the round undone). */
  betweenRounds: () => Promise<void> = async () => {},
): Promise<Map<string, Measurement[]>> {
  const perTarget = options.warmupSeconds + options.rounds * options.durationSeconds;
  console.log(
    `${targets.length} alvos × (${options.warmupSeconds} s de aquecimento + ${options.rounds} × ${options.durationSeconds} s): ~${secondsText(targets.length * perTarget)}`,
  );
  for (const target of targets)
    await measure(client, target, { ...options, durationSeconds: options.warmupSeconds, round: 0 });
  const results = new Map<string, Measurement[]>();
  for (let round = 1; round <= options.rounds; round++) {
    await betweenRounds();
    for (const target of targets) {
      const m = await measure(client, target, { ...options, round });
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
