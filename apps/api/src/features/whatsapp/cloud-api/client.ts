import { type OutgoingMessage, sendMessageReplySchema } from './graph-shapes';

export interface WhatsappClientOptions {
  baseUrl: string;
  graphVersion: string;
  phoneNumberId: string;
  accessToken: string;
  fetch?: typeof fetch;
  /** Attempts in all on 429 and 5xx (and network errors); default 3. */
  attempts?: number;
  /** First back-off in ms, doubled each retry (Retry-After wins when given); default 500. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface WhatsappClient {
  /** Sends one message to an E.164 number; answers Meta's message id ("wamid…"). */
  send(to: string, message: OutgoingMessage): Promise<string>;
}

export class WhatsappSendError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`WhatsApp Cloud API answered ${status}: ${detail}`);
    this.name = 'WhatsappSendError';
  }
}

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * The Cloud API's send: `POST {base}/{version}/{phone-number-id}/messages` with the bearer token,
 * retried with exponential back-off on 429 and 5xx (honouring Retry-After), never on other 4xx
 * (a refused template or number will not get better).
 */
export function createWhatsappClient(options: WhatsappClientOptions): WhatsappClient {
  const doFetch = options.fetch ?? fetch;
  const attempts = options.attempts ?? 3;
  const backoff = options.backoffMs ?? 500;
  const sleep = options.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms)));
  const url = `${options.baseUrl}/${options.graphVersion}/${options.phoneNumberId}/messages`;
  return {
    async send(to, message) {
      const body = JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/^\+/, ''),
        ...message,
      });
      let lastError: unknown;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        let response: Response;
        try {
          response = await doFetch(url, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${options.accessToken}`,
              'content-type': 'application/json',
            },
            body,
          });
        } catch (error) {
          lastError = error;
          if (attempt < attempts) await sleep(backoff * 2 ** (attempt - 1));
          continue;
        }
        if (response.ok) {
          const reply = sendMessageReplySchema.parse(await response.json());
          const id = reply.messages[0]?.id;
          if (!id) throw new WhatsappSendError(response.status, 'no message id');
          return id;
        }
        const detail = (await response.text()).slice(0, 500);
        lastError = new WhatsappSendError(response.status, detail);
        if (!retryable(response.status) || attempt === attempts) break;
        const retryAfter = Number(response.headers.get('retry-after'));
        await sleep(
          Number.isFinite(retryAfter) && retryAfter > 0
            ? retryAfter * 1000
            : backoff * 2 ** (attempt - 1),
        );
      }
      throw lastError;
    },
  };
}
