import { createHash, randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { webhookSecretBox } from '../../lib/secret-box';
import { apiTokens } from '../api-tokens/public';
import { checkIns } from '../check-ins/public';
import { keyResults, objectives } from '../objectives/public';
import { newMessageId, webhookDeliveries, webhookEndpoints } from '../webhooks/public';
import { whatsappLinks } from '../whatsapp/public';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A local address nothing listens on (the discard port): the seed never calls it. */
export const DEMO_WEBHOOK_URL = 'http://127.0.0.1:9/erp/webhooks/rumo';
/** Bruno's number in the demo (the 555 prefix: not a real line). */
export const DEMO_WHATSAPP_PHONE = '+5511955500123';

/**
 * Configurações › Integrações in the demo (issue 26): two API tokens in use (their clear values
 * were never kept, as after creation), and a webhook endpoint of the company's ERP with a short
 * delivery log of its latest check-ins: two delivered, one that failed in between; and Bruno's
 * WhatsApp number, linked three weeks ago (reminders reach him on the simulator).
 */
export async function seedIntegrationsDemo(
  tx: Database,
  {
    companyId,
    adminId,
    whatsappUserId,
    now,
    webhookSecretKey,
  }: {
    companyId: string;
    adminId: string;
    whatsappUserId: string;
    now: Date;
    webhookSecretKey: string;
  },
): Promise<void> {
  const at = (ms: number) => new Date(now.getTime() - ms);
  await tx.insert(whatsappLinks).values({
    companyId,
    userId: whatsappUserId,
    phone: DEMO_WHATSAPP_PHONE,
    verifiedAt: at(21 * DAY),
    createdAt: at(21 * DAY),
  });
  const token = (name: string, scopes: string[], createdAgo: number, usedAgo: number) => {
    const secret = `rumo_${randomBytes(32).toString('base64url')}`;
    return {
      companyId,
      name,
      prefix: secret.slice(0, 13),
      tokenHash: createHash('sha256').update(secret).digest('hex'),
      scopes,
      createdBy: adminId,
      createdAt: at(createdAgo),
      lastUsedAt: at(usedAgo),
    };
  };
  await tx
    .insert(apiTokens)
    .values([
      token('Power BI (painel da diretoria)', ['okrs:read', 'users:read'], 40 * DAY, 2 * HOUR),
      token('Planilha de vendas', ['checkins:write'], 12 * DAY, 26 * HOUR),
    ]);

  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      companyId,
      url: DEMO_WEBHOOK_URL,
      description: 'ERP: atualizar o painel comercial',
      events: ['checkin.created', 'objective.status_changed'],
      secretSealed: webhookSecretBox(webhookSecretKey).seal(
        `whsec_${randomBytes(32).toString('base64')}`,
      ),
      createdAt: at(30 * DAY),
    })
    .returning({ id: webhookEndpoints.id });
  if (!endpoint) return;

  const latest = await tx
    .select({
      id: checkIns.id,
      keyResultId: checkIns.keyResultId,
      objectiveId: keyResults.objectiveId,
      cycleId: objectives.cycleId,
      authorId: checkIns.authorId,
      value: checkIns.value,
      confidence: checkIns.confidence,
      comment: checkIns.comment,
      date: checkIns.date,
    })
    .from(checkIns)
    .innerJoin(keyResults, eq(keyResults.id, checkIns.keyResultId))
    .innerJoin(objectives, eq(objectives.id, keyResults.objectiveId))
    .where(eq(checkIns.companyId, companyId))
    .orderBy(desc(checkIns.createdAt))
    .limit(3);
  // Oldest first: delivered, failed after its retries (the ERP was down), delivered.
  const outcomes = [
    { status: 'succeeded', httpStatus: 200, responseMs: 142, excerpt: '{"recebido":true}' },
    { status: 'failed', httpStatus: 503, responseMs: 10_000, excerpt: 'Service Unavailable' },
    { status: 'succeeded', httpStatus: 204, responseMs: 87, excerpt: '' },
  ] as const;
  const rows = latest.reverse().map((checkIn, index) => {
    const outcome = outcomes[index] ?? outcomes[0];
    const sentAt = at((3 - index) * DAY);
    return {
      companyId,
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: 'checkin.created',
      payload: JSON.stringify({
        type: 'checkin.created',
        timestamp: sentAt.toISOString(),
        data: checkIn,
      }),
      status: outcome.status,
      attempt: outcome.status === 'failed' ? 7 : 1,
      httpStatus: outcome.httpStatus,
      responseMs: outcome.responseMs,
      responseExcerpt: outcome.excerpt,
      lastAttemptAt: sentAt,
      createdAt: sentAt,
    };
  });
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}
