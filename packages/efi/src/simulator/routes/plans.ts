import type { FastifyInstance } from 'fastify';
import { formatEfiDateTime } from '../../dates.js';
import { createPlanInputSchema, updatePlanInputSchema } from '../../schemas/plans.js';
import { findPlan } from '../billing.js';
import { idParam, type SimContext } from '../context.js';
import { SimError, validate } from '../errors.js';
import { planView } from '../views.js';

/** Plans: create, list, rename, delete (efi-pay.md §1.4.1–§1.4.4). */
export function planRoutes(app: FastifyInstance, ctx: SimContext): void {
  const { state } = ctx.store;

  app.post('/v1/plan', async (request) => {
    const input = validate(createPlanInputSchema, request.body);
    if (input.repeats === 1) {
      throw new SimError(400, 3500041, 'validation_error', {
        property: '/repeats',
        message: 'O número de repetições deve ser maior ou igual a 2.',
      });
    }
    const plan = {
      plan_id: ++state.sequence.plan,
      name: input.name,
      interval: input.interval,
      repeats: input.repeats ?? null,
      created_at: formatEfiDateTime(ctx.now()),
    };
    state.plans[plan.plan_id] = plan;
    ctx.store.save();
    return { code: 200, data: planView(plan) };
  });

  app.get('/v1/plans', async (request) => {
    const query = request.query as { name?: string; limit?: string; offset?: string };
    const name = query.name?.toLowerCase() ?? '';
    const offset = Math.max(0, Number(query.offset) || 0);
    const limit = Math.max(1, Number(query.limit) || 20);
    const plans = Object.values(state.plans)
      .filter((plan) => plan.name.toLowerCase().includes(name))
      .sort((a, b) => b.plan_id - a.plan_id)
      .slice(offset, offset + limit);
    return { code: 200, data: plans.map(planView) };
  });

  app.put('/v1/plan/:id', async (request) => {
    const plan = findPlan(state, idParam(request.params));
    plan.name = validate(updatePlanInputSchema, request.body).name;
    ctx.store.save();
    return { code: 200 };
  });

  app.delete('/v1/plan/:id', async (request) => {
    const plan = findPlan(state, idParam(request.params));
    const used = Object.values(state.subscriptions).some((sub) => sub.plan_id === plan.plan_id);
    if (used) {
      throw new SimError(
        400,
        3500032,
        'validation_error',
        'O plano possui transações e não pode ser removido.',
      );
    }
    delete state.plans[plan.plan_id];
    ctx.store.save();
    return { code: 200 };
  });
}
