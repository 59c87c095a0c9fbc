/**
 * What other features may use of `webhooks`: its routes, events and jobs, for app.ts. It sits
 * above the OKR features and hears them only through domain events (webhooks.events.ts).
 */
export { newMessageId } from './webhook-secrets';
export { webhookEvents } from './webhooks.events';
export { webhookJobs } from './webhooks.jobs';
export { webhookEndpointRoutes } from './webhooks.routes';
export { webhookDeliveries, webhookEndpoints } from './webhooks.table';
