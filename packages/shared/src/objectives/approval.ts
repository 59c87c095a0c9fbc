import { z } from 'zod';
import { namedRefSchema, requiredText, timestampSchema, userRefSchema } from '../common/fields';
import { OBJECTIVE_APPROVALS } from '../okr/enums';
import { objectiveLevelSchema } from '../okr/key-result-types';

export const objectiveApprovalSchema = z.enum(OBJECTIVE_APPROVALS);

/** POST /api/objectives/:id/return: why the draft goes back to its owner. */
export const returnObjectiveBodySchema = z.object({
  comment: requiredText(3, 2000, 'o comentário da devolução'),
});
export type ReturnObjectiveBody = z.input<typeof returnObjectiveBodySchema>;

/** A draft waiting for the caller's decision. */
export const pendingApprovalSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: objectiveLevelSchema,
  team: namedRefSchema.nullable(),
  owner: userRefSchema,
  cycle: namedRefSchema,
  submittedAt: timestampSchema,
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

export const MAX_PENDING_APPROVALS = 50;

export const pendingApprovalsSchema = z.object({
  /** The oldest first, at most MAX_PENDING_APPROVALS. */
  data: z.array(pendingApprovalSchema),
  total: z.number().int(),
});
export type PendingApprovals = z.infer<typeof pendingApprovalsSchema>;

/**
 * Routes (scoped to the caller's company; rules in permissions.ts, canSubmitObjective and
 * canReviewObjective):
 * POST /api/objectives/:id/submit -> objectiveDetailSchema (draft -> "Em aprovação")
 * POST /api/objectives/:id/approve -> objectiveDetailSchema (-> status active)
 * POST /api/objectives/:id/return returnObjectiveBodySchema -> objectiveDetailSchema (-> "Devolvido")
 * GET /api/approvals/pending -> pendingApprovalsSchema (admins: every submitted draft; team
 *   leaders: those of their teams, not their own)
 */
export const approvalMessages = {
  notDraft: 'Só um rascunho pode ser enviado para aprovação.',
  alreadySubmitted: 'Este objetivo já está em aprovação.',
  notSubmitted: 'Este objetivo não está aguardando aprovação.',
  decidedMeanwhile:
    'Outra pessoa acabou de aprovar ou devolver este objetivo. Atualize a página para ver a decisão.',
  notRequired: 'A aprovação de objetivos não está ativada nesta empresa.',
  approvalRequired:
    'Objetivos precisam de aprovação nesta empresa: salve como rascunho e envie para aprovação.',
} as const;
