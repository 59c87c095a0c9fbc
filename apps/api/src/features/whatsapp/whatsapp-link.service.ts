import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  whatsappErrorCodes as codes,
  whatsappMessages as messages,
  type WhatsappLink,
  whatsappFailureReason,
} from '@rumo/shared/whatsapp/contracts';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { WhatsappConfig } from '../../whatsapp-config';
import type { WhatsappClient } from './cloud-api/client';
import {
  deleteLink,
  findLinkOfUser,
  findVerifiedOwner,
  savePendingLink,
  updateLink,
  type WhatsappLinkRow,
} from './whatsapp.repository';
import { findLastOutbound } from './whatsapp-messages.repository';
import { sendRecorded } from './whatsapp-outbound';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_MS = 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export interface WhatsappDeps {
  db: Database;
  client: WhatsappClient;
  config: WhatsappConfig;
  now: () => Date;
}

const hashCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

type LastMessage = Awaited<ReturnType<typeof findLastOutbound>>;

function toLink(row: WhatsappLinkRow | undefined, last?: LastMessage): WhatsappLink {
  const lastMessage = last
    ? {
        status: last.status,
        at: (last.statusAt ?? last.createdAt).toISOString(),
        failureReason: last.status === 'failed' ? whatsappFailureReason(last.errorCode) : null,
      }
    : null;
  if (!row)
    return { status: 'none', phone: null, linkedAt: null, codeExpiresAt: null, lastMessage };
  return {
    status: row.verifiedAt ? 'linked' : 'pending',
    phone: row.phone,
    linkedAt: row.verifiedAt?.toISOString() ?? null,
    codeExpiresAt: row.verifiedAt ? null : (row.codeExpiresAt?.toISOString() ?? null),
    lastMessage,
  };
}

/** The caller's number and their last WhatsApp message's delivery (two statements). */
export async function getLink(db: Database, user: AuthUser): Promise<WhatsappLink> {
  const [row, last] = await Promise.all([
    findLinkOfUser(db, user.companyId, user.id),
    findLastOutbound(db, user.companyId, user.id),
  ]);
  return toLink(row, last);
}

/**
 * Saves the number as pending and sends it a 6-digit code by the approved authentication
 * template. One code a minute; the code lives 10 minutes and allows 5 wrong tries.
 */
export async function startLink(
  deps: WhatsappDeps,
  user: AuthUser,
  phone: string,
): Promise<WhatsappLink> {
  const now = deps.now();
  const current = await findLinkOfUser(deps.db, user.companyId, user.id);
  if (current?.codeSentAt && now.getTime() - current.codeSentAt.getTime() < CODE_RESEND_MS) {
    throw new AppError(429, codes.codeTooSoon, messages.codeTooSoon);
  }
  const owner = await findVerifiedOwner(deps.db, phone);
  if (owner && owner.userId !== user.id) throw conflict(codes.phoneTaken, messages.phoneTaken);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await savePendingLink(deps.db, {
    companyId: user.companyId,
    userId: user.id,
    phone,
    codeHash: hashCode(user.id, code),
    codeSentAt: now,
    codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  try {
    await sendRecorded(deps, { phone, companyId: user.companyId, userId: user.id }, 'link_code', {
      type: 'template',
      template: {
        name: deps.config.codeTemplate,
        language: { code: deps.config.templateLanguage },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: code }] },
          // Meta's authentication templates carry the code in their copy-code button too.
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: code }],
          },
        ],
      },
    });
  } catch {
    // Not sent: the person may ask again at once.
    await updateLink(deps.db, row.id, { codeSentAt: null });
    throw new AppError(503, codes.codeSendFailed, messages.codeSendFailed);
  }
  return getLink(deps.db, user);
}

export async function verifyLink(
  deps: Pick<WhatsappDeps, 'db' | 'now'>,
  user: AuthUser,
  code: string,
): Promise<WhatsappLink> {
  const row = await findLinkOfUser(deps.db, user.companyId, user.id);
  if (!row || row.verifiedAt || !row.codeHash || !row.codeExpiresAt) {
    throw badRequest(codes.noPendingCode, messages.noPendingCode);
  }
  if (row.codeAttempts >= CODE_MAX_ATTEMPTS) {
    throw new AppError(429, codes.codeAttempts, messages.codeAttempts);
  }
  if (row.codeExpiresAt.getTime() <= deps.now().getTime()) {
    throw badRequest(codes.codeExpired, messages.codeExpired);
  }
  const given = Buffer.from(hashCode(user.id, code));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    await updateLink(deps.db, row.id, { codeAttempts: row.codeAttempts + 1 });
    throw badRequest(codes.codeWrong, messages.codeWrong);
  }
  if (await findVerifiedOwner(deps.db, row.phone)) {
    throw conflict(codes.phoneTaken, messages.phoneTaken);
  }
  const linked = await updateLink(deps.db, row.id, {
    verifiedAt: deps.now(),
    codeHash: null,
    codeExpiresAt: null,
    codeAttempts: 0,
  });
  if (!linked) return toLink(undefined);
  return getLink(deps.db, user);
}

export async function unlink(db: Database, user: AuthUser): Promise<void> {
  await deleteLink(db, user.companyId, user.id);
}
