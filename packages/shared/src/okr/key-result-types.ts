import { z } from 'zod';
import {
  CONFIDENCES,
  CYCLE_STATUSES,
  KEY_RESULT_TYPES,
  KEY_RESULT_UNITS,
  OBJECTIVE_LEVELS,
  OBJECTIVE_RESULTS,
  OBJECTIVE_STATUSES,
} from './enums';

// The values, types and labels live in enums.ts (no zod) for the web pages that only show them.
export * from './enums';

export const keyResultTypeSchema = z.enum(KEY_RESULT_TYPES);
export const keyResultUnitSchema = z.enum(KEY_RESULT_UNITS);
export const confidenceSchema = z.enum(CONFIDENCES);
export const objectiveLevelSchema = z.enum(OBJECTIVE_LEVELS);
export const objectiveStatusSchema = z.enum(OBJECTIVE_STATUSES);
export const objectiveResultSchema = z.enum(OBJECTIVE_RESULTS);
export const cycleStatusSchema = z.enum(CYCLE_STATUSES);
