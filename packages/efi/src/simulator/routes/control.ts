import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tokenizeCard, tokenizeInputSchema } from '../card-rules.js';
import { idParam, type SimContext } from '../context.js';
import { SimError, validate } from '../errors.js';
import { chargeView } from '../views.js';

const renewInputSchema = z.object({ outcome: z.enum(['paid', 'unpaid']).optional() });

/**
 * The browser's card tokenizer: public, as Efí's own is (the checkout page calls it). It only
 * turns a test card into a token; moving money takes the operator's control routes.
 */
export function tokenizeRoute(app: FastifyInstance, ctx: SimContext): void {
  const { state } = ctx.store;
  app.post('/control/tokenize', async (request) => {
    const result = tokenizeCard(validate(tokenizeInputSchema, request.body), ctx.now());
    if ('expired' in result) {
      throw new SimError(400, 3500034, 'validation_error', {
        property: '/expirationYear',
        message: result.expired,
      });
    }
    state.cards[result.token] = result.card;
    ctx.store.save();
    return { payment_token: result.token, card_mask: result.cardMask };
  });
}

/**
 * Simulator-only routes for tests and demos, for the operator only (see `requireOperator`):
 * the next renewal, the payer's cancellation, settling the waiting charges now and a resend of
 * every callback.
 */
export function controlRoutes(app: FastifyInstance, ctx: SimContext): void {
  const { state } = ctx.store;

  const renew = async (id: number, body: unknown) => {
    const { outcome } = validate(renewInputSchema, body);
    return { code: 200, data: chargeView(state, ctx.billing.renew(id, outcome)) };
  };
  app.post('/control/renew/:id', async (request) => renew(idParam(request.params), request.body));
  app.post('/control/subscriptions/:id/charges', async (request) =>
    renew(idParam(request.params), request.body),
  );

  app.post('/control/subscriptions/:id/cancel', async (request) => {
    ctx.billing.cancel(idParam(request.params));
    return { code: 200 };
  });

  // Tests wait on this instead of on the clock: the waiting charges are decided now, and it
  // answers once their callbacks (and those before them) have been answered.
  app.post('/control/settle', async () => {
    const settled = ctx.billing.settleWaiting();
    await ctx.notifier.idle();
    return { code: 200, data: { settled } };
  });

  app.post('/control/resend', async () => ({
    code: 200,
    data: { resent: ctx.notifier.resendAll() },
  }));
}
