import {
  chargeResponseSchema,
  type EfiCharge,
  type EfiChargeList,
  type EfiListChargesParams,
  type EfiRetryCharge,
  type EfiRetryChargeInput,
  listChargesResponseSchema,
  retryChargeResponseSchema,
} from '../schemas/charges.js';
import { okEnvelope } from '../schemas/common.js';
import type { Call } from './call.js';

export interface EfiChargesApi {
  getCharge(chargeId: number): Promise<EfiCharge>;
  listCharges(params: EfiListChargesParams): Promise<EfiChargeList>;
  /** Pays an `unpaid` card charge again with a new card; not retried (money movement). */
  retryCharge(chargeId: number, input: EfiRetryChargeInput): Promise<EfiRetryCharge>;
  /** Marks a charge paid outside Efí (`PUT /v1/charge/:id/settle`; it becomes `settled`). */
  settleCharge(chargeId: number): Promise<void>;
  /**
   * Cancels a charge not paid yet (`PUT /v1/charge/:id/cancel`; only new, link, waiting or
   * unpaid, 3500043 otherwise): it becomes `canceled` and its boleto can no longer be paid.
   */
  cancelCharge(chargeId: number): Promise<void>;
}

export function chargesApi(call: Call): EfiChargesApi {
  return {
    async getCharge(chargeId) {
      const path = `/v1/charge/${chargeId}`;
      const reply = await call({ method: 'GET', path, retry: 'always' }, chargeResponseSchema);
      return reply.data;
    },
    listCharges(params) {
      return call(
        { method: 'GET', path: '/v1/charges', query: { ...params }, retry: 'always' },
        listChargesResponseSchema,
      );
    },
    async retryCharge(chargeId, input) {
      const path = `/v1/charge/${chargeId}/retry`;
      const reply = await call(
        { method: 'POST', path, body: input, retry: 'connect' },
        retryChargeResponseSchema,
      );
      return reply.data;
    },
    async settleCharge(chargeId) {
      const path = `/v1/charge/${chargeId}/settle`;
      await call({ method: 'PUT', path, retry: 'always' }, okEnvelope);
    },
    async cancelCharge(chargeId) {
      const path = `/v1/charge/${chargeId}/cancel`;
      await call({ method: 'PUT', path, retry: 'always' }, okEnvelope);
    },
  };
}
