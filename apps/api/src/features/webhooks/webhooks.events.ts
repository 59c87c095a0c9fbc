import type {
  DomainEventBus,
  DomainEventMap,
  DomainEventName,
  FeatureEvents,
  SubscriberContext,
} from '../../events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { WEBHOOK_DELIVERY_QUEUE } from './webhook-delivery';
import type { OutboundEvent } from './webhook-payloads';
import * as payloads from './webhook-payloads';
import { newMessageId } from './webhook-secrets';
import { insertDeliveries, type NewDelivery, subscribedEndpoints } from './webhooks.repository';

/**
 * Stores a delivery per event and endpoint listening to it (two statements for the whole batch:
 * the endpoints, the deliveries) and queues their first attempt. Runs after the writer's commit,
 * so a rolled-back change sends nothing. Every endpoint gets the same `webhook-id` for an event.
 */
async function fanOut(jobs: JobQueue, events: OutboundEvent[], { db, now }: SubscriberContext) {
  if (events.length === 0) return;
  const companyIds = [...new Set(events.map((event) => event.companyId))];
  const types = [...new Set(events.map((event) => event.type))];
  const endpoints = await subscribedEndpoints(db, companyIds, types);
  if (endpoints.length === 0) return;
  const at = now();
  const timestamp = at.toISOString();
  const rows: NewDelivery[] = events.flatMap((event) => {
    const messageId = newMessageId();
    const payload = JSON.stringify({ type: event.type, timestamp, data: event.data });
    return endpoints
      .filter((endpoint) => endpoint.companyId === event.companyId)
      .filter((endpoint) => endpoint.events.includes(event.type))
      .map((endpoint) => ({
        companyId: event.companyId,
        endpointId: endpoint.id,
        messageId,
        eventType: event.type,
        payload,
        createdAt: at,
      }));
  });
  for (const { id } of await insertDeliveries(db, rows)) {
    await jobs.send(WEBHOOK_DELIVERY_QUEUE, { deliveryId: id }, { retryLimit: 0 });
  }
}

function forward<N extends DomainEventName>(
  bus: DomainEventBus,
  jobs: JobQueue,
  name: N,
  toEvents: (payload: DomainEventMap[N]) => OutboundEvent[],
) {
  bus.subscribe(name, (payload, context) => fanOut(jobs, toEvents(payload), context));
}

/**
 * Outbound webhooks as a reader of the OKR features' domain events: the writers do not know this
 * feature; each event becomes the Standard Webhooks events of docs/integrations/webhooks.md.
 */
export const webhookEvents =
  (jobs: JobQueue): FeatureEvents =>
  (bus) => {
    forward(bus, jobs, 'check-in.recorded', payloads.checkInsCreated);
    forward(bus, jobs, 'objective.created', payloads.objectiveCreated);
    forward(bus, jobs, 'objective.updated', payloads.objectiveUpdated);
    forward(bus, jobs, 'objective.closed', payloads.objectiveStatusChanged);
    forward(bus, jobs, 'objective.reopened', payloads.objectiveStatusChanged);
    forward(bus, jobs, 'objective.submitted', payloads.objectiveStatusChanged);
    forward(bus, jobs, 'objective.approved', payloads.objectiveStatusChanged);
    forward(bus, jobs, 'objective.returned', payloads.objectiveStatusChanged);
    forward(bus, jobs, 'key-result.updated', payloads.keyResultUpdated);
    forward(bus, jobs, 'cycle.closed', payloads.cycleClosed);
    forward(bus, jobs, 'comment.added', payloads.commentCreated);
  };
