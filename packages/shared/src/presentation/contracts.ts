import { z } from 'zod';
import { idSchema, namedRefSchema, userRefSchema } from '../common/fields';
import { cycleSchema } from '../cycles/contracts';
import { keyResultSchema, objectiveSchema, trendPointSchema } from '../objectives/contracts';

/**
 * GET /api/presentation?cycleId&teamId: the weekly meeting's overview and its first
 * PRESENTATION_PAGE slides (the current cycle when none is asked for); the rest come a page at a
 * time from GET /api/presentation/slides.
 */
export const presentationQuerySchema = z.object({
  cycleId: idSchema.optional(),
  teamId: idSchema.optional(),
});
export type PresentationQuery = z.infer<typeof presentationQuerySchema>;

/** How many of each objective's latest comments a slide shows. */
export const PRESENTATION_COMMENTS = 3;

export const presentationCommentSchema = z.object({
  id: z.string(),
  author: userRefSchema,
  /** Plain text with `<@user-id>` mention tokens (shown as "@Nome"). */
  body: z.string(),
  mentions: z.array(namedRefSchema),
  /** The key result it was written on, if any. */
  keyResultTitle: z.string().nullable(),
  createdAt: z.string(),
});
export type PresentationComment = z.infer<typeof presentationCommentSchema>;

export const presentationKeyResultSchema = keyResultSchema
  .pick({
    id: true,
    title: true,
    type: true,
    start: true,
    target: true,
    current: true,
    unit: true,
    customUnit: true,
    decimals: true,
    owner: true,
    confidence: true,
    progress: true,
  })
  .extend({ trend: z.array(trendPointSchema) });
export type PresentationKeyResult = z.infer<typeof presentationKeyResultSchema>;

export const presentationObjectiveSchema = objectiveSchema
  .pick({
    id: true,
    title: true,
    level: true,
    status: true,
    owner: true,
    team: true,
    progress: true,
    confidence: true,
    private: true,
  })
  .extend({
    keyResults: z.array(presentationKeyResultSchema),
    comments: z.array(presentationCommentSchema),
  });
export type PresentationObjective = z.infer<typeof presentationObjectiveSchema>;

export const presentationSchema = z.object({
  cycle: cycleSchema.pick({ id: true, name: true, startDate: true, endDate: true, status: true }),
  team: namedRefSchema.nullable(),
  /** Counted over every objective of the cycle (and team) the caller may read, not only the slides. */
  overview: z.object({
    objectives: z.number().int(),
    keyResults: z.number().int(),
    /** Mean progress of those objectives, 0–100. */
    averageProgress: z.number(),
    byConfidence: z.object({
      on_track: z.number().int(),
      at_risk: z.number().int(),
      off_track: z.number().int(),
      no_check_in: z.number().int(),
    }),
  }),
  /**
   * The first PRESENTATION_PAGE slides: company objectives first, then team, then individual;
   * each by title. The deck has `overview.objectives` of them.
   */
  objectives: z.array(presentationObjectiveSchema),
});
export type Presentation = z.infer<typeof presentationSchema>;

/** How many objective slides one read answers (a large company has thousands). */
export const PRESENTATION_PAGE = 10;

/** GET /api/presentation/slides?cycleId&teamId&offset: the slides after the first `offset`. */
export const presentationSlidesQuerySchema = presentationQuerySchema.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000),
});
export type PresentationSlidesQuery = z.infer<typeof presentationSlidesQuerySchema>;

export const presentationSlidesSchema = z.object({
  objectives: z.array(presentationObjectiveSchema),
});
export type PresentationSlides = z.infer<typeof presentationSlidesSchema>;
