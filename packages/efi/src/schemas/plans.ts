import { z } from 'zod';
import { efiDateTime, efiInt, efiOptional, envelope } from './common.js';

/** `POST /v1/plan` body (efi-pay.md §4): interval in months 1–24, repeats 2–120 or unlimited. */
export const createPlanInputSchema = z.object({
  name: z.string().min(1).max(255),
  interval: z.number().int().min(1).max(24),
  repeats: z.number().int().min(1).max(120).nullish(),
});
export type EfiCreatePlanInput = z.input<typeof createPlanInputSchema>;

/** `PUT /v1/plan/:id` body: only the name can change. */
export const updatePlanInputSchema = z.object({ name: z.string().min(1).max(255) });
export type EfiUpdatePlanInput = z.input<typeof updatePlanInputSchema>;

/** `GET /v1/plans` query. */
export interface EfiListPlansParams {
  name?: string;
  limit?: number;
  offset?: number;
}

export const planSchema = z.object({
  plan_id: efiInt,
  name: z.string(),
  interval: efiInt,
  repeats: efiOptional(efiInt),
  created_at: efiOptional(efiDateTime),
});
export type EfiPlan = z.output<typeof planSchema>;
export type EfiPlanWire = z.input<typeof planSchema>;

export const createPlanResponseSchema = envelope(planSchema);
export const listPlansResponseSchema = envelope(z.array(planSchema));
