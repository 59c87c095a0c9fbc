import { okEnvelope } from '../schemas/common.js';
import {
  type EfiOneStepSubscription,
  type EfiOneStepSubscriptionInput,
  type EfiSubscription,
  type EfiUpdateMetadataInput,
  type EfiUpdateSubscriptionInput,
  oneStepSubscriptionResponseSchema,
  subscriptionResponseSchema,
} from '../schemas/subscriptions.js';
import type { Call } from './call.js';

export interface EfiSubscriptionsApi {
  /**
   * Subscribes a card to a plan and charges it (or starts its trial). Not retried after the
   * request may have reached Efí: on a timeout, look the subscription up by `custom_id`
   * before trying again (efi-pay.md §5.3).
   */
  createOneStepSubscription(
    planId: number,
    input: EfiOneStepSubscriptionInput,
  ): Promise<EfiOneStepSubscription>;
  getSubscription(subscriptionId: number): Promise<EfiSubscription>;
  updateSubscription(
    subscriptionId: number,
    input: EfiUpdateSubscriptionInput,
  ): Promise<EfiSubscription>;
  cancelSubscription(subscriptionId: number): Promise<void>;
  updateSubscriptionMetadata(subscriptionId: number, input: EfiUpdateMetadataInput): Promise<void>;
}

export function subscriptionsApi(call: Call): EfiSubscriptionsApi {
  return {
    async createOneStepSubscription(planId, input) {
      const path = `/v1/plan/${planId}/subscription/one-step`;
      const reply = await call(
        { method: 'POST', path, body: input, retry: 'connect' },
        oneStepSubscriptionResponseSchema,
      );
      return reply.data;
    },
    async getSubscription(subscriptionId) {
      const path = `/v1/subscription/${subscriptionId}`;
      const reply = await call(
        { method: 'GET', path, retry: 'always' },
        subscriptionResponseSchema,
      );
      return reply.data;
    },
    async updateSubscription(subscriptionId, input) {
      const path = `/v1/subscription/${subscriptionId}`;
      const reply = await call(
        { method: 'PUT', path, body: input, retry: 'always' },
        subscriptionResponseSchema,
      );
      return reply.data;
    },
    async cancelSubscription(subscriptionId) {
      const path = `/v1/subscription/${subscriptionId}/cancel`;
      await call({ method: 'PUT', path, retry: 'always' }, okEnvelope);
    },
    async updateSubscriptionMetadata(subscriptionId, input) {
      const path = `/v1/subscription/${subscriptionId}/metadata`;
      await call({ method: 'PUT', path, body: input, retry: 'always' }, okEnvelope);
    },
  };
}
