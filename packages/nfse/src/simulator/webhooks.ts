import type { SimHook } from './state.js';

/** Delivers one webhook: the nota's JSON to `url`, with the hook's authorization header. */
export type DeliverFn = (
  url: string,
  body: unknown,
  headers: Record<string, string>,
) => Promise<void>;

export async function postWebhook(
  url: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Webhook ${url} answered HTTP ${response.status}`);
}

export interface WebhookSender {
  /** POSTs `body` to every hook, retrying each failed delivery with back-off. */
  send(hooks: SimHook[], body: unknown): void;
  /** Resolves once every delivery started so far has succeeded or given up. */
  idle(): Promise<void>;
  close(): void;
}

export function createWebhookSender(options: {
  deliver: DeliverFn;
  /** Re-POSTs after a failure; Focus retries for a while, then gives up. */
  retries: number;
  retryDelayMs: number;
  onError: (error: unknown) => void;
}): WebhookSender {
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
    });

  async function deliver(hook: SimHook, body: unknown): Promise<void> {
    const headers: Record<string, string> = hook.authorization
      ? { [hook.authorizationHeader ?? 'authorization']: hook.authorization }
      : {};
    for (let attempt = 0; !closed; attempt++) {
      try {
        await options.deliver(hook.url, body, headers);
        return;
      } catch (error) {
        if (attempt >= options.retries) {
          options.onError(error);
          return;
        }
        await wait(options.retryDelayMs * 2 ** attempt);
      }
    }
  }

  return {
    send(hooks, body) {
      for (const hook of hooks) {
        const delivery = deliver(hook, body).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      closed = true;
    },
  };
}
