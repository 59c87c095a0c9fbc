import type { FastifyInstance } from 'fastify';
import { updateMetadataInputSchema } from '../../schemas/subscriptions.js';
import { findSubscription } from '../billing.js';
import { idParam, type SimContext } from '../context.js';
import { validate } from '../errors.js';
import { subscriptionView } from '../views.js';

/** Subscriptions by card or boleto (efi-pay.md §1.4.5–§1.4.8). */
export function subscriptionRoutes(app: FastifyInstance, ctx: SimContext): void {
  const { state } = ctx.store;

  app.post('/v1/plan/:id/subscription/one-step', async (request) => {
    const data = ctx.billing.subscribe(
      idParam(request.params),
      request.body,
      ctx.publicUrl(request),
    );
    return { code: 200, data };
  });

  app.get('/v1/subscription/:id', async (request) => {
    const sub = findSubscription(state, idParam(request.params));
    return { code: 200, data: subscriptionView(state, sub) };
  });

  app.put('/v1/subscription/:id', async (request) => {
    const sub = ctx.billing.update(idParam(request.params), request.body);
    ctx.store.save();
    return { code: 200, data: subscriptionView(state, sub) };
  });

  app.put('/v1/subscription/:id/cancel', async (request) => {
    ctx.billing.cancel(idParam(request.params));
    return { code: 200 };
  });

  app.put('/v1/subscription/:id/metadata', async (request) => {
    const sub = findSubscription(state, idParam(request.params));
    const input = validate(updateMetadataInputSchema, request.body);
    if (input.custom_id !== undefined) sub.custom_id = input.custom_id;
    if (input.notification_url !== undefined) sub.notification_url = input.notification_url;
    ctx.store.save();
    return { code: 200 };
  });
}
