import { z } from 'zod';
import { idSchema, namedRefSchema, timestampSchema, userRefSchema } from '../common/fields';
import { paginatedSchema } from '../common/pagination';

export const COMMENT_MAX_LENGTH = 2000;

/**
 * A mention travels inside the body as `<@user-id>`: the id is what is stored (a renamed person
 * still shows their current name), and the web shows it as "@Name".
 */
export const MENTION_TOKEN = /<@([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})>/gi;

export const mentionToken = (userId: string) => `<@${userId}>`;

/** The distinct user ids mentioned in a body, in order of first appearance. */
export function mentionedIds(body: string): string[] {
  return [
    ...new Set([...body.matchAll(MENTION_TOKEN)].map((match) => String(match[1]).toLowerCase())),
  ];
}

export const commentMessages = {
  notFound: 'Comentário não encontrado.',
  editForbidden: 'Só quem escreveu o comentário pode editá-lo.',
  deleteForbidden: 'Só quem escreveu o comentário ou um administrador pode excluí-lo.',
  checkInNotFound: 'Check-in não encontrado.',
} as const;

export const commentBodySchema = z
  .string({ error: 'Escreva o comentário.' })
  .trim()
  .min(1, 'Escreva o comentário.')
  .max(COMMENT_MAX_LENGTH, `O comentário deve ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`);

export const commentInputSchema = z.object({ body: commentBodySchema });
export type CommentInput = z.infer<typeof commentInputSchema>;

export const commentSchema = z.object({
  id: z.string(),
  objectiveId: z.string(),
  /** Null for a comment on the objective itself. */
  keyResult: z.object({ id: z.string(), title: z.string() }).nullable(),
  author: userRefSchema,
  /** Plain text with line breaks and `<@user-id>` mention tokens. */
  body: z.string(),
  /** The people mentioned (current names); a token whose person is gone shows as "@usuário". */
  mentions: z.array(namedRefSchema),
  createdAt: timestampSchema,
  /** Set when the author changed the text after posting. */
  editedAt: timestampSchema.nullable(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = paginatedSchema(commentSchema);

export const commentParamsSchema = z.object({ commentId: idSchema });

/** The fixed set of reactions a check-in takes. */
export const REACTION_EMOJIS = ['👍', '🎉', '👏', '🤔', '❤️'] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];

export const reactionInputSchema = z.object({
  emoji: z.enum(REACTION_EMOJIS, { error: 'Escolha uma das reações disponíveis.' }),
});

export const reactionSummarySchema = z.object({
  emoji: z.enum(REACTION_EMOJIS),
  count: z.number().int(),
  reactedByMe: z.boolean(),
  people: z.array(namedRefSchema),
});
export type ReactionSummary = z.infer<typeof reactionSummarySchema>;
/** A reaction as the activity timeline shows it: read-only, whoever is looking. */
export const reactionTallySchema = reactionSummarySchema.omit({ reactedByMe: true });
export type ReactionTally = z.infer<typeof reactionTallySchema>;

export const checkInReactionsSchema = z.object({
  checkInId: z.string(),
  reactions: z.array(reactionSummarySchema),
});
export type CheckInReactions = z.infer<typeof checkInReactionsSchema>;
export const keyResultReactionsSchema = z.object({ data: z.array(checkInReactionsSchema) });

/**
 * Routes (anyone of the company may read and write; another company's records answer 404):
 * GET /api/objectives/:id/comments?page&limit -> commentListSchema (the objective's own, newest first)
 * POST /api/objectives/:id/comments commentInputSchema -> 201 commentSchema
 * GET /api/key-results/:id/comments?page&limit -> commentListSchema
 * POST /api/key-results/:id/comments commentInputSchema -> 201 commentSchema
 * PATCH /api/comments/:commentId commentInputSchema (author only) -> commentSchema
 * DELETE /api/comments/:commentId (author or admin) -> 204
 * Mentioned active people of the company (not the author) get one e-mail per comment; an edit
 * e-mails only those newly mentioned.
 * GET /api/key-results/:id/reactions -> keyResultReactionsSchema (check-ins with reactions)
 * POST /api/check-ins/:id/reactions reactionInputSchema -> checkInReactionsSchema (toggles mine)
 */
