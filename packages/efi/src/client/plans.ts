import { okEnvelope } from '../schemas/common.js';
import {
  createPlanResponseSchema,
  type EfiCreatePlanInput,
  type EfiListPlansParams,
  type EfiPlan,
  type EfiUpdatePlanInput,
  listPlansResponseSchema,
} from '../schemas/plans.js';
import type { Call } from './call.js';

export interface EfiPlansApi {
  createPlan(input: EfiCreatePlanInput): Promise<EfiPlan>;
  listPlans(params?: EfiListPlansParams): Promise<EfiPlan[]>;
  updatePlan(planId: number, input: EfiUpdatePlanInput): Promise<void>;
  deletePlan(planId: number): Promise<void>;
}

export function plansApi(call: Call): EfiPlansApi {
  return {
    async createPlan(input) {
      const reply = await call(
        { method: 'POST', path: '/v1/plan', body: input, retry: 'connect' },
        createPlanResponseSchema,
      );
      return reply.data;
    },
    async listPlans(params = {}) {
      const query = { name: params.name, limit: params.limit, offset: params.offset };
      const reply = await call(
        { method: 'GET', path: '/v1/plans', query, retry: 'always' },
        listPlansResponseSchema,
      );
      return reply.data;
    },
    async updatePlan(planId, input) {
      await call(
        { method: 'PUT', path: `/v1/plan/${planId}`, body: input, retry: 'always' },
        okEnvelope,
      );
    },
    async deletePlan(planId) {
      await call({ method: 'DELETE', path: `/v1/plan/${planId}`, retry: 'always' }, okEnvelope);
    },
  };
}
