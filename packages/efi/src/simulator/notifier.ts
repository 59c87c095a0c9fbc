import { formatEfiDateTime } from '../dates.js';
import type { EfiNotificationEntryWire } from '../schemas/notifications.js';
import type { SimStore, SimSubscription } from './store.js';

/** Delivers one callback: POST `notification=<token>` form-encoded to `url`. */
export type NotifyFn = (url: string, token: string) => Promise<void>;

export async function postNotification(url: string, token: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ notification: token }).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Callback ${url} answered HTTP ${response.status}`);
}

export interface NotifierOptions {
  store: SimStore;
  notify: NotifyFn;
  now: () => Date;
  /** Re-POST a token not yet read after this long, like Efí; 0 turns it off. */
  redeliveryMs: number;
  maxRedeliveries: number;
  onError: (error: unknown) => void;
}

export type EntryChange = Pick<EfiNotificationEntryWire, 'type' | 'status' | 'identifiers'> &
  Partial<Pick<EfiNotificationEntryWire, 'value' | 'received_by_bank_at'>>;

export interface Notifier {
  /** Appends a change to the subscription's history and POSTs its token. */
  record(subscription: SimSubscription, change: EntryChange): void;
  /** The history of `token`, marking it as read; null for an unknown token. */
  read(token: string): EfiNotificationEntryWire[] | null;
  /** POSTs every known token once; answers how many were sent. */
  resendAll(): number;
  /** Resolves once every callback POSTed so far (and any they led to) has been answered. */
  idle(): Promise<void>;
  close(): void;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const { state } = options.store;
  const timers = new Map<string, NodeJS.Timeout>();
  const redeliveries = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();

  function urlOf(token: string): string | null {
    const owner = state.subscriptions[state.notifications[token]?.subscription_id ?? -1];
    return owner?.notification_url ?? null;
  }

  function unread(token: string): boolean {
    const notification = state.notifications[token];
    return !!notification && notification.fetchedThrough < notification.entries.length;
  }

  function scheduleRedelivery(token: string): void {
    if (options.redeliveryMs <= 0) return;
    clearTimeout(timers.get(token));
    const timer = setTimeout(() => {
      timers.delete(token);
      const count = redeliveries.get(token) ?? 0;
      if (!unread(token) || count >= options.maxRedeliveries) return;
      redeliveries.set(token, count + 1);
      deliver(token);
    }, options.redeliveryMs);
    timer.unref();
    timers.set(token, timer);
  }

  function deliver(token: string): boolean {
    const url = urlOf(token);
    if (!url) return false;
    const sending = options
      .notify(url, token)
      .catch(options.onError)
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
    scheduleRedelivery(token);
    return true;
  }

  return {
    record(subscription, change) {
      const notification = state.notifications[subscription.token] ?? {
        token: subscription.token,
        subscription_id: subscription.subscription_id,
        entries: [],
        fetchedThrough: 0,
      };
      state.notifications[subscription.token] = notification;
      notification.entries.push({
        id: notification.entries.length + 1,
        custom_id: subscription.custom_id,
        created_at: formatEfiDateTime(options.now()),
        ...change,
      });
      options.store.save();
      redeliveries.delete(subscription.token);
      deliver(subscription.token);
    },
    read(token) {
      const notification = state.notifications[token];
      if (!notification) return null;
      notification.fetchedThrough = notification.entries.length;
      return notification.entries;
    },
    resendAll() {
      return Object.keys(state.notifications).filter((token) => deliver(token)).length;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    close() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
