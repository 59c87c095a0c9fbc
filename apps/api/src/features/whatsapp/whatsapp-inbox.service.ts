import type { Confidence } from '@rumo/shared/okr/enums';
import { parseCheckInReply } from '@rumo/shared/whatsapp/reply-parser';
import type { DomainContext } from '../../events/domain-events';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { getPendingCheckIns, recordCheckIn } from '../check-ins/public';
import type { IncomingMessage, OutgoingMessage } from './cloud-api/graph-shapes';
import { findLinkedPerson, type LinkedPerson, saveConversation } from './whatsapp.repository';
import type { WhatsappConversation } from './whatsapp.table';
import type { WhatsappDeps } from './whatsapp-link.service';
import type { Recipient } from './whatsapp-outbound';
import { keyResultList, replies, text } from './whatsapp-replies';

/** A half-done conversation (key result picked, or reading waiting for one) lasts 30 minutes. */
const CONVERSATION_TTL_MS = 30 * 60_000;

export type InboxDeps = WhatsappDeps & {
  domain: DomainContext;
  /** The app's read-only rule (trial, grace or subscription ended): throws its 402 when it holds. */
  assertWritable: (companyId: string) => Promise<void>;
};

type DueKeyResult = {
  id: string;
  title: string;
  current: number;
  confidence: Confidence | null;
  objectiveTitle: string;
};

function principalOf(person: LinkedPerson): AuthUser {
  // Acts as the person, with their current role (read now); no session behind it.
  return {
    id: person.userId,
    companyId: person.companyId,
    role: person.role,
    sessionId: `whatsapp:${person.linkId}`,
  };
}

/** The person's own key results still without a check-in this week (two statements). */
async function dueKeyResults(deps: InboxDeps, user: AuthUser): Promise<DueKeyResult[]> {
  const pending = await getPendingCheckIns(deps.db, user, deps.now());
  return pending.data
    .filter((kr) => kr.owner.id === user.id)
    .map((kr) => ({
      id: kr.id,
      title: kr.title,
      current: kr.current,
      confidence: kr.confidence,
      objectiveTitle: kr.objective.title,
    }));
}

/** What the message says, reduced to a picked key result id or a text. */
function contentOf(message: IncomingMessage): { pickedId?: string; text?: string } {
  const picked =
    message.interactive?.list_reply?.id ??
    message.interactive?.button_reply?.id ??
    message.button?.payload;
  if (picked?.startsWith('kr:')) return { pickedId: picked.slice(3) };
  if (message.text) return { text: message.text.body };
  return {};
}

/** What Rumo answers an incoming message, and to whom (null: no answer). */
export type InboxAnswer = { to: Recipient; message: OutgoingMessage } | null;

/**
 * One incoming WhatsApp message: a reading in plain Portuguese, or a key result picked from the
 * list. The check-in goes through the check-ins service as the linked person (same rules,
 * activity, evolution); the answer (the change, a clarifying list, or the help text) is returned
 * for the caller to send, so that a failed send is retried without recording twice.
 */
export async function answerIncoming(
  deps: InboxDeps,
  message: IncomingMessage,
): Promise<InboxAnswer> {
  const phone = `+${message.from}`;
  const person = await findLinkedPerson(deps.db, phone);
  if (!person) {
    const to = { phone, companyId: null, userId: null };
    return message.type === 'text' ? { to, message: text(replies.notLinked) } : null;
  }
  const user = principalOf(person);
  const due = await dueKeyResults(deps, user);
  const to = { phone, companyId: person.companyId, userId: person.userId };
  const send = (outgoing: OutgoingMessage): InboxAnswer => ({ to, message: outgoing });
  if (due.length === 0) {
    await saveConversation(deps.db, person.linkId, null);
    return send(text(replies.nothingDue));
  }
  const now = deps.now();
  const state =
    person.conversation && new Date(person.conversation.expiresAt) > now
      ? person.conversation
      : null;
  const remember = (conversation: Omit<WhatsappConversation, 'expiresAt'> | null) =>
    saveConversation(
      deps.db,
      person.linkId,
      conversation && {
        ...conversation,
        expiresAt: new Date(now.getTime() + CONVERSATION_TTL_MS).toISOString(),
      },
    );
  const content = contentOf(message);

  if (content.pickedId) {
    const picked = due.find((kr) => kr.id === content.pickedId);
    if (!picked) return send(keyResultList(replies.help, due));
    if (state?.value !== undefined) {
      return send(
        await checkIn(deps, user, person, picked, {
          value: state.value,
          confidence: state.confidence ?? null,
          comment: state.comment ?? null,
        }),
      );
    }
    await remember({ keyResultId: picked.id });
    return send(text(replies.askValue(picked.title)));
  }

  const chosen = state?.keyResultId ? due.find((kr) => kr.id === state.keyResultId) : undefined;
  const parsed = parseCheckInReply(content.text ?? '', chosen ? [chosen] : due);
  if (parsed.kind === 'help') return send(keyResultList(replies.help, due));
  if (parsed.kind === 'ambiguous') {
    const candidates = due.filter((kr) => parsed.candidateIds.includes(kr.id));
    await remember({
      candidateIds: parsed.candidateIds,
      value: parsed.value,
      confidence: parsed.confidence,
      comment: parsed.comment,
    });
    return send(
      keyResultList(
        `Qual resultado-chave você quer atualizar para ${new Intl.NumberFormat('pt-BR').format(parsed.value)}?`,
        candidates,
      ),
    );
  }
  const target = due.find((kr) => kr.id === parsed.keyResultId);
  return target ? send(await checkIn(deps, user, person, target, parsed)) : null;
}

async function checkIn(
  deps: InboxDeps,
  user: AuthUser,
  person: LinkedPerson,
  keyResult: DueKeyResult,
  reading: { value: number; confidence: Confidence | null; comment: string | null },
): Promise<OutgoingMessage> {
  await saveConversation(deps.db, person.linkId, null);
  const confidence = reading.confidence ?? keyResult.confidence ?? 'on_track';
  try {
    await deps.assertWritable(user.companyId);
    const recorded = await recordCheckIn(deps.domain, user, keyResult.id, {
      value: reading.value,
      confidence,
      comment: reading.comment,
    });
    return text(
      replies.confirmed(keyResult.title, recorded.previousValue, recorded.value, confidence),
    );
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return text(replies.refused(error.message));
  }
}
