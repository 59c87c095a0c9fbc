import { createHash } from 'node:crypto';
import { v1ErrorCodes, v1Messages } from '@rumo/shared/api-v1/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { apiIdempotencyKeys } from './public-api.table';

const KEPT_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentCall {
  db: Database;
  tokenId: string;
  companyId: string;
  /** The raw `Idempotency-Key` header; undefined runs the call as is. */
  key: string | string[] | undefined;
  /** Method, route and body: what must match for a replay. */
  request: unknown;
  now: Date;
}

export interface Answer {
  statusCode: number;
  body: unknown;
  replayed: boolean;
}

const hashOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs `run` once per (token, key) for 24 hours: a retry with the same body gets the stored
 * answer, a different body 422, a retry while the first still runs 409. A failed call (thrown
 * error) frees its key, so it may be retried. Statements: one insert (plus one read on a retry)
 * and one update with the answer.
 */
export async function idempotent(
  call: IdempotentCall,
  run: () => Promise<{ statusCode: number; body: unknown }>,
): Promise<Answer> {
  if (call.key === undefined) return { ...(await run()), replayed: false };
  const key = Array.isArray(call.key) ? call.key[0] : call.key;
  if (!key || !KEY_PATTERN.test(key)) {
    throw badRequest('IDEMPOTENCY_KEY_INVALID', v1Messages.idempotencyKeyInvalid);
  }
  const requestHash = hashOf(call.request);
  const where = and(eq(apiIdempotencyKeys.tokenId, call.tokenId), eq(apiIdempotencyKeys.key, key));
  // Keys past their 24 hours are free again.
  await call.db
    .delete(apiIdempotencyKeys)
    .where(and(where, lt(apiIdempotencyKeys.createdAt, new Date(call.now.getTime() - KEPT_MS))));
  const claimed = await call.db
    .insert(apiIdempotencyKeys)
    .values({
      tokenId: call.tokenId,
      key,
      companyId: call.companyId,
      requestHash,
      createdAt: call.now,
    })
    .onConflictDoNothing()
    .returning({ key: apiIdempotencyKeys.key });
  if (claimed.length === 0) {
    const [stored] = await call.db.select().from(apiIdempotencyKeys).where(where);
    if (!stored || stored.requestHash !== requestHash) {
      throw new AppError(422, v1ErrorCodes.idempotencyMismatch, v1Messages.idempotencyMismatch);
    }
    if (stored.statusCode === null) {
      throw conflict(v1ErrorCodes.idempotencyInFlight, v1Messages.idempotencyInFlight);
    }
    return { statusCode: stored.statusCode, body: stored.response, replayed: true };
  }
  try {
    const answer = await run();
    await call.db
      .update(apiIdempotencyKeys)
      .set({ statusCode: answer.statusCode, response: answer.body })
      .where(where);
    return { ...answer, replayed: false };
  } catch (error) {
    await call.db.delete(apiIdempotencyKeys).where(where);
    throw error;
  }
}
