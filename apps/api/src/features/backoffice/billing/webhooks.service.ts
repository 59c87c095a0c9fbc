import {
  webhookMessages as messages,
  type StaffWebhookDetail,
  type WebhookReplayAllResult,
  type WebhookReplayResult,
} from '@rumo/shared/backoffice/billing/webhooks';
import { notFound } from '../../../lib/errors';
import { processNotificationAndDunning } from '../../billing/public';
import { recordStaffAudit } from '../public';
import type { BackofficeBillingDeps, StaffActor } from './deps';
import { efiMessage } from './efi-views';
import { failedWebhookTokens, findWebhook, webhookEntries } from './webhooks.repository';

/** How many failed notifications one "replay all failed" processes. */
export const REPLAY_ALL_LIMIT = 100;

export async function getWebhookDetail(
  deps: BackofficeBillingDeps,
  id: string,
): Promise<StaffWebhookDetail> {
  const found = await findWebhook(deps.db, id);
  if (!found) throw notFound(messages.webhookNotFound);
  return { data: { ...found.webhook, entryList: await webhookEntries(deps.db, found.token) } };
}

/**
 * Processes a token again, as the queue does: Efí's history is read and only the entries not
 * yet stored are applied (each entry is claimed once), so a replay never applies one twice.
 */
async function replayToken(deps: BackofficeBillingDeps, token: string) {
  try {
    const result = await processNotificationAndDunning(deps.jobs, deps, token);
    return {
      state: result.state,
      entries: result.entries,
      applied: result.applied,
      error: result.error,
    };
  } catch (error) {
    // Recorded on the notification by the processing; the queue's retries go on as well.
    return { state: 'failed' as const, entries: 0, applied: 0, error: efiMessage(error) };
  }
}

export async function replayWebhook(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
  id: string,
): Promise<WebhookReplayResult> {
  const found = await findWebhook(deps.db, id);
  if (!found) throw notFound(messages.webhookNotFound);
  const result = await replayToken(deps, found.token);
  await recordStaffAudit(deps.db, {
    actorId: actor.id,
    action: 'webhook.replayed',
    targetType: 'webhook',
    targetId: id,
    before: { state: found.webhook.state },
    after: { state: result.state, applied: result.applied },
    ip: actor.ip,
    at: deps.now(),
  });
  return {
    message: result.state === 'processed' ? messages.replayDone : messages.replayFailed,
    ...result,
  };
}

export async function replayFailedWebhooks(
  deps: BackofficeBillingDeps,
  actor: StaffActor,
): Promise<WebhookReplayAllResult> {
  const totals = { replayed: 0, processed: 0, failed: 0, applied: 0 };
  for (const token of await failedWebhookTokens(deps.db, REPLAY_ALL_LIMIT)) {
    const result = await replayToken(deps, token);
    totals.replayed += 1;
    totals.applied += result.applied;
    if (result.state === 'processed') totals.processed += 1;
    else totals.failed += 1;
  }
  if (totals.replayed > 0) {
    await recordStaffAudit(deps.db, {
      actorId: actor.id,
      action: 'webhooks.replayed_failed',
      targetType: 'webhook',
      after: totals,
      ip: actor.ip,
      at: deps.now(),
    });
  }
  return { message: messages.replayAllDone, ...totals };
}
