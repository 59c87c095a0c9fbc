import { idParamsSchema } from '@rumo/shared/common/fields';
import {
  pendingApprovalsSchema,
  returnObjectiveBodySchema,
} from '@rumo/shared/objectives/approval';
import { objectiveDetailSchema } from '@rumo/shared/objectives/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import * as approval from './approval.service';
import type { KeyResultTrends } from './objectives.service';

const tags = ['objectives'];
const security = [{ bearerAuth: [] }];

export interface ApprovalRoutesOptions {
  keyResultTrends: KeyResultTrends;
}

/**
 * Mounted at /api: the approval flow of drafts (packages/shared/src/objectives/approval.ts);
 * who may do what follows permissions.ts (canSubmitObjective, canReviewObjective).
 */
export const approvalRoutes: FastifyPluginAsyncZod<ApprovalRoutesOptions> = async (
  app,
  { keyResultTrends },
) => {
  const deps = {
    ...app.domain,
    config: app.config,
    mailer: app.mailer,
    trends: keyResultTrends,
  };

  app.post(
    '/objectives/:id/submit',
    {
      schema: {
        tags,
        security,
        summary: 'Envia o rascunho para aprovação do líder do time ou de um admin',
        params: idParamsSchema,
        response: { 200: objectiveDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => approval.submitObjective(deps, customerOf(request), request.params.id),
  );

  app.post(
    '/objectives/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Aprova o objetivo enviado, que passa a ativo',
        params: idParamsSchema,
        response: { 200: objectiveDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) => approval.approveObjective(deps, customerOf(request), request.params.id),
  );

  app.post(
    '/objectives/:id/return',
    {
      schema: {
        tags,
        security,
        summary: 'Devolve o objetivo enviado ao responsável, com um comentário',
        params: idParamsSchema,
        body: returnObjectiveBodySchema,
        response: { 200: objectiveDetailSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    (request) =>
      approval.returnObjective(deps, customerOf(request), request.params.id, request.body),
  );

  app.get(
    '/approvals/pending',
    {
      schema: {
        tags,
        security,
        summary: 'Objetivos enviados que aguardam a decisão de quem pergunta',
        response: { 200: pendingApprovalsSchema, ...errorResponses(401) },
      },
    },
    (request) => approval.pendingApprovals(app.db, customerOf(request)),
  );
};
