import type { Database } from '../../db/database';
import type { WhatsappClient } from './cloud-api/client';
import type { OutgoingMessage } from './cloud-api/graph-shapes';
import type { WhatsappOutboundKind } from './whatsapp.table';
import { recordOutbound } from './whatsapp-messages.repository';

/** To whom a message goes: the number, and the person when Rumo knows them. */
export interface Recipient {
  phone: string;
  companyId: string | null;
  userId: string | null;
}

/** What the person read, as kept for them (their data export): never a link code. */
function summaryOf(kind: WhatsappOutboundKind, message: OutgoingMessage): string {
  if (kind === 'link_code') return 'Código de verificação do WhatsApp no Rumo';
  if (message.type === 'text') return message.text.body;
  if (message.type === 'interactive') return message.interactive.body.text;
  const parameters = (message.template.components ?? [])
    .filter((part) => part.type === 'body')
    .flatMap((part) => part.parameters.map((parameter) => parameter.text));
  return `Lembrete de check-in (${parameters.join(' | ')})`;
}

/**
 * Sends through the Cloud API client (its retries included) and stores the message under its
 * WhatsApp id, so that the status webhooks (sent, delivered, read, failed) can update it.
 * Answers the id.
 */
export async function sendRecorded(
  deps: { db: Database; client: WhatsappClient; now: () => Date },
  to: Recipient,
  kind: WhatsappOutboundKind,
  message: OutgoingMessage,
): Promise<string> {
  const wamid = await deps.client.send(to.phone, message);
  await recordOutbound(deps.db, {
    wamid,
    companyId: to.companyId,
    userId: to.userId,
    phone: to.phone,
    kind,
    summary: summaryOf(kind, message),
    createdAt: deps.now(),
  });
  return wamid;
}
