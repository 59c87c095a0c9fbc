import { z } from 'zod';
import { idSchema } from '../common/fields';
import { keysetPageSchema, keysetQuerySchema } from '../common/keyset';
import { objectiveSummarySchema } from './contracts';

/** Roots of each pillar group in the tree's first answer; more come page by page. */
export const TREE_FIRST_PAGE = 20;

/** One objective of the alignment tree: what a node draws, and how many are aligned beneath it. */
export const objectiveTreeNodeSchema = objectiveSummarySchema.extend({
  pillarId: z.string().nullable(),
  /** Objectives aligned directly beneath it (read on expand). */
  childCount: z.number().int(),
});
export type ObjectiveTreeNode = z.infer<typeof objectiveTreeNodeSchema>;

/** `none`: the roots aligned to no pillar. */
export const treePillarFilterSchema = z.union([idSchema, z.literal('none')]);

export const objectiveTreeQuerySchema = z.object({ cycleId: idSchema.optional() });

/**
 * The tree's top level: the cycle's roots (objectives aligned to no other) grouped by their
 * pillar in the plan's order, the group without a pillar last, each with its counts and first
 * page; groups without roots are left out.
 */
export const objectiveTreeSchema = z.object({
  cycleId: z.string().nullable(),
  groups: z.array(
    z.object({
      pillar: z.object({ id: z.string(), name: z.string(), color: z.string() }).nullable(),
      /** The group's roots (what "Carregar mais" pages through). */
      rootCount: z.number().int(),
      /** Every objective in the group's subtrees: its roots and all aligned beneath them. */
      objectiveCount: z.number().int(),
      roots: z.array(objectiveTreeNodeSchema),
      nextCursor: z.string().nullable(),
    }),
  ),
});
export type ObjectiveTree = z.infer<typeof objectiveTreeSchema>;

/** Either the children of `parentId`, or the roots of a pillar group of the cycle. */
export const objectiveTreeNodesQuerySchema = keysetQuerySchema
  .extend({
    cycleId: idSchema.optional(),
    parentId: idSchema.optional(),
    pillarId: treePillarFilterSchema.optional(),
  })
  .refine((query) => (query.parentId === undefined) !== (query.pillarId === undefined), {
    path: ['parentId'],
    message: 'Informe o objetivo superior ou o pilar, um dos dois.',
  });
export const objectiveTreeNodesSchema = keysetPageSchema(objectiveTreeNodeSchema);
export type ObjectiveTreeNodes = z.infer<typeof objectiveTreeNodesSchema>;

/**
 * Routes (scoped to the caller's company, for everyone signed in):
 * GET /api/objectives/tree?cycleId -> objectiveTreeSchema (current cycle when absent)
 * GET /api/objectives/tree/nodes?parentId|pillarId&cycleId&after&limit -> objectiveTreeNodesSchema
 *   (children of an objective of the company, or more roots of a pillar group; 404 for
 *   another company's objective, pillar or cycle)
 */
