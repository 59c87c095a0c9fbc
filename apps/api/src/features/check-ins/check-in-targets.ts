import type { Database } from '../../db/database';
import type { CheckInTarget } from './check-in-write.repository';

// The key results this process last checked in on, so that the next check-in on one skips its
// read (one round trip instead of two). Trusting a stale one is harmless: rumo_write_check_in
// compares the facts under its lock and writes nothing when they changed, and a refusal decided
// on a remembered target is decided again on a fresh read (see createCheckIn).

/** Past this many, the least recently used is forgotten. */
const MAX_TARGETS = 5_000;
const byDatabase = new WeakMap<Database, Map<string, CheckInTarget>>();

const keyOf = (companyId: string, keyResultId: string) => `${companyId}:${keyResultId}`;

function targetsOf(db: Database): Map<string, CheckInTarget> {
  let targets = byDatabase.get(db);
  if (!targets) {
    targets = new Map();
    byDatabase.set(db, targets);
  }
  return targets;
}

export function recallTarget(
  db: Database,
  companyId: string,
  keyResultId: string,
): CheckInTarget | undefined {
  return targetsOf(db).get(keyOf(companyId, keyResultId));
}

export function rememberTarget(db: Database, companyId: string, target: CheckInTarget): void {
  const targets = targetsOf(db);
  const key = keyOf(companyId, target.id);
  // Re-inserted last: a Map iterates in insertion order, so the first key is the least recent.
  targets.delete(key);
  targets.set(key, target);
  if (targets.size > MAX_TARGETS) {
    const oldest = targets.keys().next().value;
    if (oldest !== undefined) targets.delete(oldest);
  }
}

export function forgetTarget(db: Database, companyId: string, keyResultId: string): void {
  targetsOf(db).delete(keyOf(companyId, keyResultId));
}
