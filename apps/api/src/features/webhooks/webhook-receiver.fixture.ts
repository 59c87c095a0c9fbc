import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** How the receiver answers the next requests. */
export type ReceiverMode = { status: number; body?: string; contentType?: string } | 'hang';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  /** Which of the given secrets verified the request with `Webhook.verify`. */
  verifiedWith: string[];
}

/**
 * A webhook receiver on 127.0.0.1 for tests: records every request, checks its signature against
 * each known secret with the standardwebhooks library (at the app's clock, which dates the
 * `webhook-timestamp`), and answers as told (a status, or never: a timeout).
 */
export async function startReceiver(now: () => Date) {
  const received: ReceivedRequest[] = [];
  const secrets: string[] = [];
  let mode: ReceiverMode = { status: 204 };
  const hanging = new Set<() => void>();

  const verify = (secret: string, body: string, headers: IncomingHttpHeaders) => {
    const realNow = Date.now;
    Date.now = () => now().getTime();
    try {
      new Webhook(secret).verify(body, headers as Record<string, string>);
      return true;
    } catch {
      return false;
    } finally {
      Date.now = realNow;
    }
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verifiedWith = secrets.filter((secret) => verify(secret, body, request.headers));
      received.push({ headers: request.headers, body, verifiedWith });
      if (mode === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      response.writeHead(mode.status, { 'content-type': mode.contentType ?? 'text/plain' });
      response.end(mode.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Secrets the receiver knows (as a customer's server would after copying them). */
    trust(secret: string) {
      secrets.push(secret);
    },
    forget(secret: string) {
      secrets.splice(secrets.indexOf(secret), 1);
    },
    answer(next: ReceiverMode) {
      mode = next;
    },
    last(): ReceivedRequest {
      const request = received.at(-1);
      if (!request) throw new Error('the receiver got no request');
      return request;
    },
    async close() {
      for (const release of hanging) release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
