import type { Database } from '../../db/database';
import type { DomainContext, DomainEventBus } from '../../events/domain-events';
import { isDatabaseUnavailable, isStatementError } from '../../lib/db-errors';
import { type NewCheckIn, type WrittenCheckIn, writeCheckIns } from './check-in-write.repository';
import type { RecordedCheckIn } from './public';

// Group commit for the check-in POST (docs/decisions/0022-check-in-write-function.md, "Batches"): a
// process writes check-ins on a few lanes, one call at a time per lane, and the check-ins that
// arrive while a lane's call runs go together in its next call. Alone, a check-in is written at
// once; under load, many share one round trip and one commit. One objective's check-ins always
// take the same lane, so this process never makes its own writes wait on each other's locks.
// After each commit, the call's check-ins are published as one `check-in.recorded` event, and
// each is answered once its subscribers are done (the lane's next call waits for them, and the
// check-ins that arrive meanwhile join it).

/** Lanes per process: calls that may run at once (each holds one pooled connection). */
const LANES = 4;
/** Check-ins per call at most. */
const MAX_BATCH = 64;

/** The `check-in.recorded` entry of a check-in, but for what its write answers. */
export type RecordedWithoutRow = Omit<RecordedCheckIn, 'checkInId' | 'recordedAt'>;

type Waiting = {
  values: NewCheckIn;
  recorded: RecordedWithoutRow;
  events: DomainEventBus;
  resolve: (written: WrittenCheckIn | undefined) => void;
  reject: (error: unknown) => void;
};
type Lane = { waiting: Waiting[]; writing: boolean };

const lanesByDatabase = new WeakMap<Database, Lane[]>();

function laneOf(db: Database, objectiveId: string): Lane {
  let lanes = lanesByDatabase.get(db);
  if (!lanes) {
    lanes = Array.from({ length: LANES }, () => ({ waiting: [], writing: false }));
    lanesByDatabase.set(db, lanes);
  }
  // A uuid's last hex digits are random (v4) or a counter: either spreads the objectives.
  const lane = lanes[Number.parseInt(objectiveId.slice(-4), 16) % LANES];
  if (!lane) throw new Error(`no lane for objective ${objectiveId}`);
  return lane;
}

/** Publishes the check-ins one commit wrote, then answers each of the batch. */
async function settle(
  batch: readonly Waiting[],
  answers: readonly (WrittenCheckIn | undefined)[],
): Promise<void> {
  const recorded = new Map<DomainEventBus, RecordedCheckIn[]>();
  for (const [n, waiting] of batch.entries()) {
    const written = answers[n];
    if (!written) continue;
    const list = recorded.get(waiting.events) ?? [];
    list.push({ ...waiting.recorded, checkInId: written.id, recordedAt: written.createdAt });
    recorded.set(waiting.events, list);
  }
  for (const [events, checkIns] of recorded) {
    await events.deliver([{ name: 'check-in.recorded', payload: { checkIns } }]);
  }
  for (const [n, waiting] of batch.entries()) waiting.resolve(answers[n]);
}

/** Writes each check-in alone; once the database is found unavailable, fails the rest with it. */
async function writeEachAlone(db: Database, batch: Waiting[]): Promise<void> {
  for (const [index, waiting] of batch.entries()) {
    let answers: (WrittenCheckIn | undefined)[];
    try {
      answers = await writeCheckIns(db, [waiting.values]);
    } catch (error) {
      waiting.reject(error);
      if (isDatabaseUnavailable(error)) {
        for (const rest of batch.slice(index + 1)) rest.reject(error);
        return;
      }
      continue;
    }
    await settle([waiting], answers);
  }
}

/** Settles every check-in of the batch; one that PostgreSQL refuses never fails the others. */
async function writeBatch(db: Database, batch: Waiting[]): Promise<void> {
  let answers: (WrittenCheckIn | undefined)[];
  try {
    answers = await writeCheckIns(
      db,
      batch.map((waiting) => waiting.values),
    );
  } catch (error) {
    // PostgreSQL refused the statement, so the batch's transaction was rolled back: each is
    // written again alone, and the error reaches only the check-in it belongs to. Any other
    // failure (no database, or an answer that makes no sense after a commit) fails them all,
    // as writing them again could wait for a connection once each, or write them twice.
    if (batch.length > 1 && isStatementError(error) && !isDatabaseUnavailable(error)) {
      await writeEachAlone(db, batch);
      return;
    }
    for (const waiting of batch) waiting.reject(error);
    return;
  }
  await settle(batch, answers);
}

async function drain(db: Database, lane: Lane): Promise<void> {
  lane.writing = true;
  try {
    while (lane.waiting.length > 0) await writeBatch(db, lane.waiting.splice(0, MAX_BATCH));
  } finally {
    lane.writing = false;
  }
}

/**
 * Writes a check-in on its objective's lane, with the others waiting there: its answer once
 * `check-in.recorded` is delivered, or `undefined` when the facts it was decided on changed
 * (read again and retry).
 */
export function queueCheckInWrite(
  { db, events }: Pick<DomainContext, 'db' | 'events'>,
  objectiveId: string,
  { values, recorded }: { values: NewCheckIn; recorded: RecordedWithoutRow },
): Promise<WrittenCheckIn | undefined> {
  return new Promise((resolve, reject) => {
    const lane = laneOf(db, objectiveId);
    lane.waiting.push({ values, recorded, events, resolve, reject });
    if (!lane.writing) void drain(db, lane);
  });
}
