import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * Records a logout token's `jti` for its provider; false when it was already there (a replay).
 * One statement: it also sweeps the provider's rows expired at `now` (a replay of those fails the
 * token's own time checks). The primary key decides a race between two replicas.
 */
export async function recordLogoutToken(
  db: Database,
  token: { providerId: string; jti: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    with swept as (
      delete from oidc_logout_tokens
      where provider_id = ${token.providerId} and expires_at < ${token.now.toISOString()}
    )
    insert into oidc_logout_tokens (provider_id, jti, expires_at)
    values (${token.providerId}, ${token.jti}, ${token.expiresAt.toISOString()})
    on conflict do nothing
    returning jti`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}
