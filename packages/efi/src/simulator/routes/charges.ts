import type { FastifyInstance } from 'fastify';
import { listChargesParamsSchema } from '../../schemas/charges.js';
import { findCharge } from '../billing.js';
import { idParam, type SimContext } from '../context.js';
import { validate } from '../errors.js';
import type { SimCharge, SimState } from '../store.js';
import { chargeListItemView, chargeView } from '../views.js';

type ListParams = ReturnType<typeof listChargesParamsSchema.parse>;

function matches(state: SimState, charge: SimCharge, params: ListParams): boolean {
  if (params.charge_type === 'carnet') return false;
  if (params.charge_type === 'card' && charge.boleto) return false;
  if (params.charge_type === 'billet' && !charge.boleto) return false;
  const day =
    params.date_of === 'payment' ? charge.paid_at?.slice(0, 10) : charge.created_at.slice(0, 10);
  if (!day || day < params.begin_date || day > params.end_date) return false;
  if (params.status && charge.status !== params.status) return false;
  if (params.value !== undefined && charge.total !== params.value) return false;
  const sub = state.subscriptions[charge.subscription_id];
  if (params.custom_id && sub?.custom_id !== params.custom_id) return false;
  const document = sub?.customer.cpf ?? sub?.customer.juridical_person?.cnpj;
  return !params.customer_document || document === params.customer_document;
}

/** Charges: detail, list, card retry, settle and cancel (efi-pay.md §1.3, §1.4.8–§1.4.9). */
export function chargeRoutes(app: FastifyInstance, ctx: SimContext): void {
  const { state } = ctx.store;

  app.get('/v1/charge/:id', async (request) => {
    return { code: 200, data: chargeView(state, findCharge(state, idParam(request.params))) };
  });

  app.get('/v1/charges', async (request) => {
    const params = validate(listChargesParamsSchema, request.query);
    const limit = params.limit ?? 20;
    const page = params.page ?? 1;
    const offset = (page - 1) * limit;
    const found = Object.values(state.charges)
      .filter((charge) => matches(state, charge, params))
      .sort((a, b) => b.charge_id - a.charge_id);
    return {
      code: 200,
      data: found.slice(offset, offset + limit).map((charge) => chargeListItemView(state, charge)),
      params: {
        begin_date: params.begin_date,
        end_date: params.end_date,
        pagination: { limit, offset, page },
      },
    };
  });

  app.post('/v1/charge/:id/retry', async (request) => {
    return { code: 200, data: ctx.billing.retry(idParam(request.params), request.body) };
  });

  app.put('/v1/charge/:id/settle', async (request) => {
    ctx.billing.settle(idParam(request.params));
    return { code: 200 };
  });

  app.put('/v1/charge/:id/cancel', async (request) => {
    ctx.billing.cancelCharge(idParam(request.params));
    return { code: 200 };
  });
}
