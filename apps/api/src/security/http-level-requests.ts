import { errorBodySchema } from '@rumo/shared/common/errors';
import { rawExchange } from './raw-http';

const POST_LOGIN = 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n';

/** The request (raw bytes) and the status it must get: 400 for what Node's parser refuses. */
export const HTTP_LEVEL_REQUESTS: [label: string, bytes: string, status: number][] = [
  ['a bad HTTP version', 'GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n', 400],
  ['garbage', '\x00\x01\x02 hello\r\n\r\n', 400],
  ['bad chunking', `${POST_LOGIN}Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`, 400],
  [
    'Content-Length with Transfer-Encoding',
    `${POST_LOGIN}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
    400,
  ],
  ['two Content-Lengths', `${POST_LOGIN}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`, 400],
  [
    'a header too large',
    `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    431,
  ],
  ['an unknown method', 'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ['a method no route has', 'PROPFIND /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 404],
  ['CONNECT', 'CONNECT localhost:80 HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ['no Host header', 'GET /api/health HTTP/1.1\r\n\r\n', 400],
  ['an unsupported Expect', `${POST_LOGIN}Content-Length: 2\r\nExpect: bogus\r\n\r\n{}`, 417],
  ['Expect: 100-continue', `${POST_LOGIN}Content-Length: 2\r\nExpect: 100-continue\r\n\r\n{}`, 400],
  ['a space in a header name', 'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n', 400],
  ['bare LF line ends', 'GET /api/health HTTP/1.1\nHost: x\n\n', 400],
];

export interface HttpLevelOutcome {
  sent: number;
  statuses: Record<number, number>;
  hung: string[];
  nonStandardBodies: string[];
}

/** Sends each HTTP-level case on its own connection to 127.0.0.1:`port`. */
export async function sweepHttpLevel(port: number): Promise<HttpLevelOutcome> {
  const outcome: HttpLevelOutcome = { sent: 0, statuses: {}, hung: [], nonStandardBodies: [] };
  for (const [label, bytes] of HTTP_LEVEL_REQUESTS) {
    const exchange = await rawExchange(port, [bytes], { waitMs: 5000 });
    outcome.sent += 1;
    if (exchange.hung) outcome.hung.push(label);
    const answer = exchange.responses.find((response) => response.status >= 200);
    if (!answer) continue;
    outcome.statuses[answer.status] = (outcome.statuses[answer.status] ?? 0) + 1;
    if (answer.status < 400) continue;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      body = answer.body;
    }
    if (!errorBodySchema.strict().safeParse(body).success) outcome.nonStandardBodies.push(label);
  }
  return outcome;
}
