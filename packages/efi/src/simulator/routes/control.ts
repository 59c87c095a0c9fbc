import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tokenizeCard, tokenizeInputSchema } from '../card-rules.js';
import { idParam, type SimContext } from '../context.js';
import { SimError, validate } from '../errors.js';
import { chargeView } from '../views.js';

const renewInputSchema = z.object({ outcome: z.enum(['paid', 'unpaid']).optional() });
const payBoletoInputSchema = z.object({ via: z.enum(['boleto', 'pix']).default('boleto') });

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
 * the next renewal (a new boleto for a boleto subscription), the payer's cancellation, paying a
 * boleto by barcode or Pix, letting a boleto expire, settling the waiting card charges now and a
 * resend of every callback.
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

  // The payer pays the boleto (`via: 'boleto' | 'pix'`): identified, then paid. Answers once
  // the callbacks are answered, as /control/settle does.
  app.post('/control/charges/:id/pay', async (request) => {
    const { via } = validate(payBoletoInputSchema, request.body);
    const charge = ctx.billing.payBoleto(idParam(request.params), via);
    await ctx.notifier.idle();
    return { code: 200, data: chargeView(state, charge) };
  });

  // The due date passes unpaid: the boleto charge becomes unpaid.
  app.post('/control/charges/:id/expire', async (request) => {
    const charge = ctx.billing.expireBoleto(idParam(request.params));
    await ctx.notifier.idle();
    return { code: 200, data: chargeView(state, charge) };
  });

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
