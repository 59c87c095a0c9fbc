import { z } from 'zod';
import { commentBodySchema } from '../comments/contracts';
import { MAX_PAGE_SIZE } from '../common/pagination';
import type { Confidence } from '../okr/enums';
import { objectiveStatusSchema } from '../okr/key-result-types';

/**
 * The MCP server's tools at /mcp (apps/api/src/features/mcp): their input schemas, the scope
 * each needs and the messages an assistant reads, in pt-BR and English (the assistant answers
 * its user in either language).
 */

export { MCP_SCOPES } from './scopes';

const uuid = (what: string, english: string) =>
  z.uuid(`${what} inválido. / Invalid ${english}.`).describe(`${what} / ${english} (UUID)`);

export const listObjectivesInput = {
  cycleId: uuid('Ciclo', 'cycle id').optional(),
  teamId: uuid('Time', 'team id').optional(),
  status: objectiveStatusSchema
    .optional()
    .describe('draft (rascunho), active (ativo) ou/or closed (encerrado)'),
  page: z.number().int().min(1).default(1).describe('Página, a partir de 1 / Page, from 1'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(20)
    .describe(`Itens por página (até ${MAX_PAGE_SIZE}) / Items per page`),
};

export const searchOkrsInput = {
  query: z
    .string()
    .trim()
    .min(2, 'Digite ao menos 2 letras. / Type at least 2 characters.')
    .max(100, 'Busca longa demais. / Query too long.')
    .describe('Texto a buscar / Text to search for'),
};

export const getObjectiveInput = { objectiveId: uuid('Objetivo', 'objective id') };

/** How confident the author is, as a person says it; stored as the app's confidence. */
export const MCP_CONFIDENCES = ['alta', 'media', 'média', 'baixa'] as const;
export type McpConfidence = (typeof MCP_CONFIDENCES)[number];
export const mcpConfidenceToApp: Record<McpConfidence, Confidence> = {
  alta: 'on_track',
  media: 'at_risk',
  média: 'at_risk',
  baixa: 'off_track',
};

export const createCheckInInput = {
  keyResultId: uuid('Resultado-chave', 'key result id'),
  value: z.number().finite().describe('Valor atual do resultado-chave / Current value'),
  confidence: z
    .enum(MCP_CONFIDENCES)
    .describe('Confiança: alta, média ou baixa / Confidence: high (alta), medium, low (baixa)'),
  comment: z
    .string()
    .trim()
    .max(2000, 'O comentário deve ter no máximo 2000 caracteres. / Comment too long.')
    .optional()
    .describe('Comentário opcional / Optional comment'),
};
export const commentOnObjectiveInput = {
  objectiveId: uuid('Objetivo', 'objective id'),
  body: commentBodySchema.describe(
    'Texto do comentário; menções como <@id-da-pessoa> / Comment text; mentions as <@user-id>',
  ),
};

export const mcpMessages = {
  missingScope: (scope: string) =>
    `Este token não tem o escopo ${scope}. Peça a um admin um token com ele em Configurações › Integrações. / This token lacks the ${scope} scope.`,
  unauthorized:
    'Token de API ausente, inválido ou expirado. / Missing, invalid or expired API token.',
  methodNotAllowed:
    'Este servidor MCP não mantém sessões: use POST. / This MCP server is stateless: use POST.',
  noCurrentCycle: 'A empresa ainda não tem ciclo. / The company has no cycle yet.',
  failed: 'Não foi possível concluir agora; tente de novo. / Could not complete it now; try again.',
} as const;

/** The error body's `code` of GET and DELETE /mcp (no sessions to open or end). */
export const MCP_METHOD_NOT_ALLOWED = 'METHOD_NOT_ALLOWED';
