import { EfiError, type EfiNotificationEntry } from '@rumo/efi';
import type { Database } from '../../db/database';
import { inTransaction, type Publish } from '../../events/domain-events';
import { type ChargeDetails, readBoletoCharges } from './charge-details';
import { abandonedCheckoutIds } from './checkout.repository';
import {
  claimEntry,
  finishAttempt,
  listUnprocessedTokens,
  purgeRefusedTokens,
  recordDelivery,
  startAttempt,
  storedEntryIds,
} from './notifications.repository';
import {
  applyChargeChange,
  applySubscriptionChange,
  type BillingDeps,
  type ChangeOutcome,
} from './subscription-lifecycle.service';
import { subscriptionExists } from './subscription-state.repository';

/**
 * Efí's notifications: a callback only carries a token, stored at once; processing reads the
 * token's history at Efí and applies each entry not yet stored, exactly once (efi-pay.md §1.5).
 */

/**
 * Stores one callback (a new token, or one more delivery of a known one); true when it stored a
 * new token.
 */
export async function receiveNotification(
  deps: Pick<BillingDeps, 'db' | 'now'>,
  token: string,
): Promise<boolean> {
  return recordDelivery(deps.db, token, deps.now());
}

export interface ProcessResult {
  token: string;
  state: 'processed' | 'failed';
  /** Entries in Efí's history for the token. */
  entries: number;
  /** Entries this processing stored and applied (0 when another one did). */
  applied: number;
  /** Subscriptions that went past due now: the dunning e-mails of day 3 and 7 follow. */
  dunningStarted: { subscriptionId: string; since: Date }[];
  error: string | null;
}

/** Thrown (so the queue retries) while the token's subscription is unknown to Rumo. */
export class UnknownEfiSubscriptionError extends Error {
  constructor(readonly efiSubscriptionIds: number[]) {
    super(`Assinatura da Efí desconhecida: ${efiSubscriptionIds.join(', ')}`);
    this.name = 'UnknownEfiSubscriptionError';
  }
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Unknown Efí subscriptions still worth waiting for: not those of a checkout whose card was
 * refused (Rumo canceled them at Efí and recorded nothing), which would otherwise be retried
 * until the queue gives up.
 */
async function withoutAbandonedCheckouts(
  db: Database,
  entries: EfiNotificationEntry[],
  unknown: Set<number>,
): Promise<number[]> {
  if (unknown.size === 0) return [];
  const customIds = new Map<number, string>();
  for (const entry of entries) {
    const subscriptionId = entry.identifiers.subscription_id;
    if (subscriptionId && entry.custom_id) customIds.set(subscriptionId, entry.custom_id);
  }
  const abandoned = await abandonedCheckoutIds(db, [...customIds.values()]);
  return [...unknown].filter((id) => !abandoned.has(customIds.get(id) ?? ''));
}

/** Starts `lastError` of a token Efí refused (unknown, or not ours): what the purge deletes. */
export const REFUSED_TOKEN_ERROR = 'Token recusado pela Efí: ';
/** Refused tokens are kept this long after their last delivery, for the staff's webhook log. */
export const UNKNOWN_TOKEN_RETENTION_DAYS = 3;

/** Efí answered that the token does not exist (or is not ours): retrying cannot help. */
const isPermanent = (error: unknown) =>
  error instanceof EfiError &&
  error.kind === 'api' &&
  !error.transient &&
  (error.status ?? 0) < 500;

/**
 * Processes one token. Safe to run any number of times, concurrently too: each entry is
 * claimed by the insert of `(token, entry id)` in the transaction that applies it.
 *
 * Failures are recorded on the notification (`failed`, `lastError`) and rethrown so the queue
 * retries with back-off, except Efí's refusal of the token itself (a 4xx), which no retry fixes.
 * A subscription Rumo does not know yet (checkout still committing) leaves its entries unclaimed
 * and throws, so a retry applies them.
 */
export async function processNotification(
  deps: BillingDeps,
  token: string,
): Promise<ProcessResult> {
  await startAttempt(deps.db, token, deps.now());
  const fail = async (error: unknown, entries: number, prefix = ''): Promise<ProcessResult> => {
    const message = `${prefix}${describe(error)}`.slice(0, 1000);
    await finishAttempt(deps.db, token, {
      state: 'failed',
      entriesApplied: 0,
      error: message,
      at: deps.now(),
    });
    return { token, state: 'failed', entries, applied: 0, dunningStarted: [], error: message };
  };

  let history: EfiNotificationEntry[];
  try {
    history = await deps.efi.getNotification(token);
  } catch (error) {
    if (isPermanent(error)) return fail(error, 0, REFUSED_TOKEN_ERROR);
    await fail(error, 0);
    throw error;
  }

  const known = await storedEntryIds(deps.db, token);
  const fresh = history.filter((entry) => !known.has(entry.id)).sort((a, b) => a.id - b.id);
  let applied = 0;
  const dunningStarted: ProcessResult['dunningStarted'] = [];
  const unknown = new Set<number>();
  try {
    if (fresh.length > 0) {
      const details = await readBoletoCharges(deps, chargesOf(fresh));
      await inTransaction(deps, async (tx, publish) => {
        const knownSubscriptions = new Map<number, boolean>();
        for (const entry of fresh) {
          const outcome = await applyEntry(tx, publish, deps, token, entry, {
            knownSubscriptions,
            details,
          });
          if (outcome === null) continue;
          if (outcome.kind === 'unknown_subscription') {
            unknown.add(outcome.efiSubscriptionId);
            continue;
          }
          applied += 1;
          if (outcome.kind === 'applied' && outcome.dunningStarted) {
            dunningStarted.push(outcome.dunningStarted);
          }
        }
      });
    }
    const awaited = await withoutAbandonedCheckouts(deps.db, fresh, unknown);
    if (awaited.length > 0) throw new UnknownEfiSubscriptionError(awaited);
  } catch (error) {
    await fail(error, history.length);
    throw error;
  }
  await finishAttempt(deps.db, token, {
    state: 'processed',
    entriesApplied: applied,
    error: null,
    at: deps.now(),
  });
  // A payment may restore a read-only company: this replica's cached sessions re-read their
  // subscription at once (all of them; which company is not tracked, and callbacks are rare).
  if (applied > 0) deps.sessionCache?.clear();
  return {
    token,
    state: 'processed',
    entries: history.length,
    applied,
    dunningStarted,
    error: null,
  };
}

/** The subscription charges the entries are about. */
const chargesOf = (entries: EfiNotificationEntry[]) =>
  entries.flatMap((entry) => {
    const { subscription_id: efiSubscriptionId, charge_id: efiChargeId } = entry.identifiers;
    return entry.type === 'subscription_charge' && efiSubscriptionId && efiChargeId
      ? [{ efiSubscriptionId, efiChargeId }]
      : [];
  });

/**
 * Claims and applies one entry; null when it was already claimed. An entry of a subscription
 * Rumo does not know is left unclaimed, so that a retry (after checkout commits) applies it.
 */
async function applyEntry(
  tx: Database,
  publish: Publish,
  deps: BillingDeps,
  token: string,
  entry: EfiNotificationEntry,
  {
    knownSubscriptions,
    details,
  }: { knownSubscriptions: Map<number, boolean>; details: Map<number, ChargeDetails> },
): Promise<ChangeOutcome | null> {
  const efiSubscriptionId = entry.identifiers.subscription_id ?? null;
  const efiChargeId = entry.identifiers.charge_id ?? null;
  const ours = entry.type === 'subscription' || entry.type === 'subscription_charge';
  if (ours && efiSubscriptionId !== null) {
    let known = knownSubscriptions.get(efiSubscriptionId);
    if (known === undefined) {
      known = await subscriptionExists(tx, efiSubscriptionId);
      knownSubscriptions.set(efiSubscriptionId, known);
    }
    if (!known) return { kind: 'unknown_subscription', efiSubscriptionId };
  }
  const claimed = await claimEntry(tx, {
    token,
    entryId: entry.id,
    type: entry.type,
    statusCurrent: entry.status.current,
    statusPrevious: entry.status.previous,
    efiSubscriptionId,
    efiChargeId,
    valueCents: entry.value ?? null,
    occurredAt: entry.created_at,
    raw: entry,
    appliedAt: deps.now(),
  });
  if (!claimed) return null;
  if (entry.type === 'subscription_charge' && efiSubscriptionId !== null && efiChargeId !== null) {
    return applyChargeChange(tx, publish, deps, {
      efiSubscriptionId,
      efiChargeId,
      status: entry.status.current,
      occurredAt: entry.created_at,
      entryId: entry.id,
      valueCents: entry.value ?? null,
      details: details.get(efiChargeId) ?? null,
    });
  }
  if (entry.type === 'subscription' && efiSubscriptionId !== null) {
    return applySubscriptionChange(tx, deps, {
      efiSubscriptionId,
      status: entry.status.current,
      occurredAt: entry.created_at,
    });
  }
  // One-off charges and carnets are not Rumo's: stored, nothing to apply.
  return { kind: 'ignored' };
}

/**
 * Processes every token still pending (and, with `retryFailedBefore`, the failed ones received
 * before that instant): what the queue does token by token, for tests, the benchmark and a
 * sweep after an outage. Errors are recorded on each notification, not thrown.
 */
export async function processPendingNotifications(
  deps: BillingDeps,
  options: { limit?: number; retryFailedBefore?: Date } = {},
): Promise<ProcessResult[]> {
  const tokens = await listUnprocessedTokens(deps.db, {
    limit: options.limit ?? 1000,
    ...(options.retryFailedBefore ? { includeFailedBefore: options.retryFailedBefore } : {}),
  });
  const results: ProcessResult[] = [];
  for (const token of tokens) {
    try {
      results.push(await processNotification(deps, token));
    } catch (error) {
      results.push({
        token,
        state: 'failed',
        entries: 0,
        applied: 0,
        dunningStarted: [],
        error: describe(error),
      });
    }
  }
  return results;
}

/**
 * Deletes the tokens Efí refused whose last delivery is older than the retention, a batch at a
 * time; answers how many (the hourly purge job logs it).
 */
export async function purgeUnknownTokens(
  deps: Pick<BillingDeps, 'db' | 'now'>,
  batch = 5000,
): Promise<number> {
  const before = new Date(deps.now().getTime() - UNKNOWN_TOKEN_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await purgeRefusedTokens(deps.db, {
      errorPrefix: REFUSED_TOKEN_ERROR,
      before,
      limit: batch,
    });
    total += deleted;
    if (deleted < batch) return total;
  }
}
