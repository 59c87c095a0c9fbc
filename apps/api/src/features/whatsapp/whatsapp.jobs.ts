import type { FastifyInstance } from 'fastify';
import type { FeatureJobs } from '../../jobs/feature-jobs';
import type { WhatsappConfig } from '../../whatsapp-config';
import { assertCompanyWritable } from '../billing/public';
import type { WhatsappClient } from './cloud-api/client';
import { incomingMessageSchema } from './cloud-api/graph-shapes';
import { answerIncoming, type InboxAnswer, type InboxDeps } from './whatsapp-inbox.service';
import { findInbound, purgeMessagesBefore, updateInbound } from './whatsapp-messages.repository';
import { sendRecorded } from './whatsapp-outbound';

/**
 * The WhatsApp queues:
 * - 'whatsapp-inbound' { messageId }: one per stored incoming message (singleton per id): records
 *   the check-in and sends the answer; a failed send is retried with back-off (the answer decided
 *   is kept, so a retry resends it without recording twice); after the last retry the message is
 *   marked failed and logged (its id, never its text);
 * - 'whatsapp-retention' (daily): deletes the messages in and out older than
 *   WHATSAPP_RETENTION_DAYS.
 */
export const WHATSAPP_INBOUND_JOB = 'whatsapp-inbound';
export const WHATSAPP_RETENTION_JOB = 'whatsapp-retention';
/** 04:30 in Brasília (07:30 UTC). */
export const WHATSAPP_RETENTION_CRON = '30 7 * * *';
export const WHATSAPP_RETENTION_DAYS = 90;
export const INBOUND_RETRIES = { retryLimit: 6, retryDelaySeconds: 10 };

const DAY_MS = 86_400_000;

export function inboxDepsOf(
  app: FastifyInstance,
  { client, whatsapp }: { client: WhatsappClient; whatsapp: WhatsappConfig },
): InboxDeps {
  return {
    db: app.db,
    domain: app.domain,
    client,
    config: whatsapp,
    now: () => app.now(),
    assertWritable: (companyId: string) =>
      assertCompanyWritable(app.db, app.config, companyId, app.now()),
  };
}

/** Handles a stored incoming message once: decides (and records) the answer, then sends it. */
export async function processInbound(deps: InboxDeps, messageId: string): Promise<void> {
  const row = await findInbound(deps.db, messageId);
  if (!row || row.state === 'done' || row.state === 'failed') return;
  let answer: InboxAnswer;
  if (row.state === 'queued') {
    const message = incomingMessageSchema.safeParse(row.payload);
    answer = message.success ? await answerIncoming(deps, message.data) : null;
    await updateInbound(deps.db, messageId, {
      state: answer ? 'answering' : 'done',
      companyId: answer?.to.companyId ?? null,
      userId: answer?.to.userId ?? null,
      reply: answer,
      processedAt: deps.now(),
    });
  } else {
    answer = row.reply as InboxAnswer;
  }
  if (!answer) return;
  await sendRecorded(deps, answer.to, 'reply', answer.message);
  await updateInbound(deps.db, messageId, { state: 'done' });
}

export function whatsappJobs(
  whatsapp: { client: WhatsappClient; whatsapp: WhatsappConfig } | null,
): FeatureJobs {
  return async (app) => {
    if (whatsapp) {
      const deps = inboxDepsOf(app, whatsapp);
      await app.jobs.work<{ messageId: string }>(WHATSAPP_INBOUND_JOB, async (job) => {
        try {
          await processInbound(deps, job.data.messageId);
        } catch (error) {
          if (job.retryCount < INBOUND_RETRIES.retryLimit) throw error;
          await updateInbound(app.db, job.data.messageId, { state: 'failed' });
          app.log.error(
            { err: error, messageId: job.data.messageId },
            'whatsapp message not answered after every retry',
          );
        }
      });
    }
    // The tables exist with WhatsApp off too: what an earlier configuration stored still ages out.
    await app.jobs.work(WHATSAPP_RETENTION_JOB, async () => {
      const before = new Date(app.now().getTime() - WHATSAPP_RETENTION_DAYS * DAY_MS);
      const purged = await purgeMessagesBefore(app.db, before);
      if (purged.inbound + purged.outbound > 0) app.log.info(purged, 'whatsapp messages purged');
    });
    await app.jobs.schedule(WHATSAPP_RETENTION_JOB, WHATSAPP_RETENTION_CRON);
  };
}
