import { z } from 'zod';
import { activitySchema } from '../activity/contracts';
import { idSchema, userRefSchema } from '../common/fields';
import { cycleSchema } from '../cycles/contracts';
import { keyResultSchema } from '../objectives/contracts';
import { confidenceSchema } from '../okr/key-result-types';

const keyResultWithObjectiveSchema = keyResultSchema.extend({
  objective: z.object({ id: z.string(), title: z.string() }),
});

export const dashboardQuerySchema = z.object({ cycleId: idSchema.optional() });

export const dashboardSchema = z.object({
  cycle: cycleSchema.nullable(),
  /** Weighted progress of the cycle's active and closed objectives, 0–100. */
  progress: z.number(),
  /** Where progress should be today if the cycle moved linearly, 0–100. */
  expectedProgress: z.number(),
  objectivesByStatus: z.object({ draft: z.number(), active: z.number(), closed: z.number() }),
  objectivesByConfidence: z.object({
    on_track: z.number(),
    at_risk: z.number(),
    off_track: z.number(),
    no_check_in: z.number(),
  }),
  /** Key results whose latest confidence is at risk or off track (at most 10, worst first). */
  atRisk: z.array(keyResultWithObjectiveSchema),
  /** Key results whose confidence dropped at their latest check-in (at most 10). */
  confidenceDrops: z.array(
    keyResultWithObjectiveSchema.extend({ previousConfidence: confidenceSchema }),
  ),
  /** Owners of key results in the cycle with no check-in this week. */
  missingCheckIns: z.array(userRefSchema.extend({ pendingCount: z.number().int() })),
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      progress: z.number(),
      objectiveCount: z.number().int(),
    }),
  ),
  /** The caller's key results in the cycle, for the one-click check-in. */
  myKeyResults: z.array(keyResultWithObjectiveSchema),
  recentActivity: z.array(activitySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET /api/dashboard?cycleId -> dashboardSchema (current cycle when absent; empty figures when none) */
