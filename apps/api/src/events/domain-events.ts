import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { Clock } from '../lib/clock';
import { isDeadlock } from '../lib/db-errors';

/**
 * Every domain event by name (`<aggregate>.<past-tense verb>`) and its payload. The feature that
 * publishes an event declares it in its `public.ts`, next to what it exports, by merging into this
 * interface; subscribers import the payload type from there:
 *
 *   declare module '../../events/domain-events' {
 *     interface DomainEventMap { 'check-in.recorded': CheckInRecorded }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in each publisher.
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

export type DomainEvent<N extends DomainEventName = DomainEventName> = {
  [K in N]: { name: K; payload: DomainEventMap[K] };
}[N];

/** What a subscriber works with: its own statements, after the writer's transaction. */
export interface SubscriberContext {
  db: Database;
  now: Clock;
  log: FastifyBaseLogger;
}

export type EventHandler<N extends DomainEventName> = (
  payload: DomainEventMap[N],
  context: SubscriberContext,
) => Promise<void>;

/** Records an event inside a transaction; it is delivered once that transaction commits. */
export type Publish = <N extends DomainEventName>(name: N, payload: DomainEventMap[N]) => void;

/**
 * In-process delivery of domain events, after commit: a writer never calls the features that
 * react to it (activity, evolution, invoices…); they subscribe here when the app is built
 * (`<feature>.events.ts`, registered by app.ts). Subscribers run one after another and are awaited,
 * so the request answers once they are done; one that fails is logged and does not undo the
 * committed write nor stop the others (docs/decisions/0028-feature-boundaries-and-events.md).
 */
export class DomainEventBus {
  readonly #handlers = new Map<DomainEventName, EventHandler<DomainEventName>[]>();

  constructor(private readonly context: SubscriberContext) {}

  subscribe<N extends DomainEventName>(name: N, handler: EventHandler<N>): void {
    const handlers = this.#handlers.get(name) ?? [];
    handlers.push(handler as unknown as EventHandler<DomainEventName>);
    this.#handlers.set(name, handlers);
  }

  async deliver(events: readonly DomainEvent[]): Promise<void> {
    for (const event of events) {
      for (const handler of this.#handlers.get(event.name) ?? []) {
        try {
          await handler(event.payload, this.context);
        } catch (error) {
          this.context.log.error(
            { err: error, event: event.name },
            'domain event subscriber failed',
          );
        }
      }
    }
  }
}

/** What a domain service needs from the app: the database, the clock and the event bus. */
export interface DomainContext {
  db: Database;
  now: Clock;
  events: DomainEventBus;
}

/** Tries of a transaction PostgreSQL rolled back as a deadlock's victim (`retryDeadlocks`). */
export const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs `work` in one transaction; the events it publishes are delivered after the commit (none
 * when it throws). Nested work takes the same `tx` and `publish`. With `retryDeadlocks`, a
 * transaction chosen as a deadlock's victim runs again from the start (PostgreSQL rolled all of
 * it back): only for work that does nothing outside the database.
 */
export async function inTransaction<T>(
  { db, events }: Pick<DomainContext, 'db' | 'events'>,
  work: (tx: Database, publish: Publish) => Promise<T>,
  { retryDeadlocks = false }: { retryDeadlocks?: boolean } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const pending: DomainEvent[] = [];
    const publish: Publish = (name, payload) => {
      pending.push({ name, payload } as DomainEvent);
    };
    let result: T;
    try {
      result = await db.transaction((tx) => work(tx, publish));
    } catch (error) {
      if (!retryDeadlocks || attempt >= DEADLOCK_ATTEMPTS || !isDeadlock(error)) throw error;
      continue;
    }
    await events.deliver(pending);
    return result;
  }
}

/** A feature's subscriptions, declared in `<feature>.events.ts` and registered by app.ts. */
export type FeatureEvents = (bus: DomainEventBus) => void;

export function registerFeatureEvents(
  bus: DomainEventBus,
  features: readonly FeatureEvents[],
): void {
  for (const subscribe of features) subscribe(bus);
}
