import { z } from 'zod';
import {
  idSchema,
  optionalIdSchema,
  optionalLongText,
  requiredText,
  searchQuerySchema,
  userRefSchema,
} from '../common/fields';
import { paginatedSchema, paginationQuerySchema } from '../common/pagination';

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  leader: userRefSchema.nullable(),
  memberCount: z.number().int(),
  /** Average progress of the team's objectives in the current cycle (0–100). */
  progress: z.number(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamBodySchema = z.object({
  name: requiredText(2, 80, 'o nome do time'),
  description: optionalLongText(500, 'A descrição'),
  leaderId: optionalIdSchema,
});
export type TeamBody = z.input<typeof teamBodySchema>;

export const teamMembersBodySchema = z.object({
  userIds: z.array(idSchema).max(500, 'Um time pode ter no máximo 500 membros.'),
});
export type TeamMembersBody = z.infer<typeof teamMembersBodySchema>;

export const teamListQuerySchema = paginationQuerySchema.extend({ search: searchQuerySchema });
export const teamListSchema = paginatedSchema(teamSchema);

export const teamObjectiveSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.string(),
  status: z.string(),
  progress: z.number(),
  owner: userRefSchema,
});

export const teamDetailSchema = teamSchema.extend({
  members: z.array(userRefSchema.extend({ email: z.string(), position: z.string().nullable() })),
  /** The team's objectives in the current cycle. */
  objectives: z.array(teamObjectiveSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

/**
 * Routes (admin writes, everyone reads):
 * GET /api/teams?page&limit&search -> teamListSchema (by name)
 * GET /api/teams/:id -> teamDetailSchema
 * POST /api/teams teamBodySchema -> 201 teamSchema; PUT /api/teams/:id -> teamSchema
 * DELETE /api/teams/:id -> 204 (members' id_team becomes null; team objectives keep their history)
 * PUT /api/teams/:id/members teamMembersBodySchema -> teamDetailSchema (sets the member list;
 *   a member whose id_team is null gets this team as primary team)
 */
export const teamMessages = {
  notFound: 'Time não encontrado.',
  nameTaken: 'Já existe um time com este nome.',
  unknownUser: 'Um dos usuários informados não pertence à sua empresa.',
} as const;
