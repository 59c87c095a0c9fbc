/** Walks an error and the `cause`s Drizzle wraps it in. */
function* errorChain(
  error: unknown,
): Generator<{ code?: unknown; message?: unknown; severity?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown; severity?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** True for PostgreSQL unique violations (23505), also when wrapped by Drizzle in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of errorChain(error)) if (link.code === '23505') return true;
  return false;
}

/**
 * True when a delete was refused because other rows still reference the row: PostgreSQL's
 * restrict_violation (23001, an `on delete restrict` key) or foreign_key_violation (23503).
 */
export function isStillReferenced(error: unknown): boolean {
  for (const link of errorChain(error))
    if (link.code === '23001' || link.code === '23503') return true;
  return false;
}

/**
 * True when PostgreSQL (or PGlite) answered a statement with an error (a severity and an SQLSTATE
 * code, unlike a socket's errno): the statement, and the transaction it ran in, had no effect.
 */
export function isStatementError(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (typeof link.severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
  }
  return false;
}

/** True for PostgreSQL's deadlock_detected (40P01): the victim's transaction was rolled back. */
export function isDeadlock(error: unknown): boolean {
  for (const link of errorChain(error)) if (link.code === '40P01') return true;
  return false;
}

/** Socket errors, and PostgreSQL's shutdown (57P0x), connection (08xxx) and overload codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/**
 * True when the database could not be reached or went away mid-query (a restart, a failover):
 * the request failed through no fault of its own and can be retried, so it answers 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of errorChain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    const message = typeof link.message === 'string' ? link.message : '';
    if (UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) return true;
  }
  return false;
}
