import {
  checkInReactionsSchema,
  commentInputSchema,
  commentListSchema,
  commentParamsSchema,
  commentSchema,
  keyResultReactionsSchema,
  reactionInputSchema,
} from '@rumo/shared/comments/contracts';
import { idParamsSchema } from '@rumo/shared/common/fields';
import { paginationQuerySchema } from '@rumo/shared/common/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import { addComment, commentsOf, editComment, removeComment } from './comments.service';
import { keyResultReactions, toggleCheckInReaction } from './reactions.service';

const tags = ['comments'];
const security = [{ bearerAuth: [] }];

/** Mounted at /api: comments on objectives and key results, reactions on check-ins. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...app.domain, config: app.config, mailer: app.mailer };

  for (const kind of ['objectives', 'key-results'] as const) {
    const target = (id: string) =>
      kind === 'objectives' ? { objectiveId: id } : { keyResultId: id };
    const what = kind === 'objectives' ? 'do objetivo' : 'do resultado-chave';
    app.get(
      `/${kind}/:id/comments`,
      {
        schema: {
          tags,
          security,
          summary: `Comentários ${what} (mais recente primeiro)`,
          params: idParamsSchema,
          querystring: paginationQuerySchema,
          response: { 200: commentListSchema, ...errorResponses(401, 404) },
        },
      },
      (request) =>
        commentsOf(app.db, customerOf(request), target(request.params.id), request.query),
    );
    app.post(
      `/${kind}/:id/comments`,
      {
        schema: {
          tags,
          security,
          summary: `Comenta ${kind === 'objectives' ? 'o objetivo' : 'o resultado-chave'}; menções avisam por e-mail`,
          params: idParamsSchema,
          body: commentInputSchema,
          response: { 201: commentSchema, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const comment = await addComment(
          deps,
          customerOf(request),
          target(request.params.id),
          request.body,
        );
        return reply.code(201).send(comment);
      },
    );
  }

  app.patch(
    '/comments/:commentId',
    {
      schema: {
        tags,
        security,
        summary: 'Edita o próprio comentário',
        params: commentParamsSchema,
        body: commentInputSchema,
        response: { 200: commentSchema, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => editComment(deps, customerOf(request), request.params.commentId, request.body),
  );

  app.delete(
    '/comments/:commentId',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um comentário (autor ou administrador)',
        params: commentParamsSchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeComment(app.domain, customerOf(request), request.params.commentId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/key-results/:id/reactions',
    {
      schema: {
        tags,
        security,
        summary: 'Reações nos check-ins do resultado-chave',
        params: idParamsSchema,
        response: { 200: keyResultReactionsSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => keyResultReactions(app.db, customerOf(request), request.params.id),
  );

  app.post(
    '/check-ins/:id/reactions',
    {
      schema: {
        tags,
        security,
        summary: 'Reage a um check-in (de novo com o mesmo emoji: desfaz)',
        params: idParamsSchema,
        body: reactionInputSchema,
        response: { 200: checkInReactionsSchema, ...errorResponses(401, 404) },
      },
    },
    (request) =>
      toggleCheckInReaction(app.db, customerOf(request), request.params.id, request.body.emoji),
  );
};
