import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type OneTimeTokenPurpose, oneTimeTokens } from './auth.table';

export async function insertOneTimeToken(
  db: Database,
  token: { userId: string; purpose: OneTimeTokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeTokens).values(token);
}

export async function findOneTimeToken(
  db: Database,
  purpose: OneTimeTokenPurpose,
  tokenHash: string,
) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, tokenHash), eq(oneTimeTokens.purpose, purpose)));
  return row;
}

/**
 * Marks the token used; false when another request used it first (single use under races).
 * `used_at` is the database's clock, as `invalidateUserTokens`'s: only its presence counts.
 */
export async function consumeOneTimeToken(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length === 1;
}

/** Older unused links of the same purpose stop working once a new one is sent. */
export async function invalidateUserTokens(
  db: Database,
  userId: string,
  purpose: OneTimeTokenPurpose,
): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
