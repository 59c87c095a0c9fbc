import { connect } from 'node:net';

/** One HTTP/1.1 answer as it came over the socket. */
export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  responses: RawResponse[];
  /** The server closed the connection (after its answers, if any). */
  closed: boolean;
  /** Fewer answers than expected and the connection still open when the wait ended. */
  hung: boolean;
}

/** Reads the complete answers at the start of `bytes` (Content-Length or chunked bodies). */
export function parseResponses(bytes: Buffer, closed: boolean): RawResponse[] {
  const responses: RawResponse[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const headEnd = bytes.indexOf('\r\n\r\n', offset);
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = bytes
      .subarray(offset, headEnd)
      .toString('latin1')
      .split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0)
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let cursor = headEnd + 4;
    let body: Buffer;
    if (headers['transfer-encoding']?.includes('chunked')) {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = bytes.indexOf('\r\n', cursor);
        if (lineEnd < 0) return responses;
        const size = Number.parseInt(bytes.subarray(cursor, lineEnd).toString('latin1'), 16);
        if (Number.isNaN(size) || lineEnd + 2 + size + 2 > bytes.length) return responses;
        parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
        cursor = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      if (cursor + length > bytes.length) return responses;
      body = bytes.subarray(cursor, cursor + length);
      cursor += length;
    } else if (status === 204 || status === 304 || (status >= 100 && status < 200)) {
      body = Buffer.alloc(0);
    } else {
      if (!closed) return responses;
      body = bytes.subarray(cursor);
      cursor = bytes.length;
    }
    responses.push({ status, headers, body: body.toString('utf8') });
    offset = cursor;
  }
  return responses;
}

/**
 * Writes `chunks` on one fresh connection to 127.0.0.1:`port` and collects the answers until
 * `expected` complete ones arrived, the server closed the connection, or `waitMs` passed.
 */
export function rawExchange(
  port: number,
  chunks: (string | Buffer)[],
  {
    expected = 1,
    waitMs = 5000,
    paceMs = 0,
  }: {
    expected?: number;
    waitMs?: number /** Pause between 64 KB pieces, like a slow network. */;
    paceMs?: number;
  } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let closed = false;
    let done = false;
    const finals = (responses: RawResponse[]) =>
      responses.filter((response) => response.status >= 200).length;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const responses = parseResponses(Buffer.concat(received), closed);
      socket.destroy();
      resolve({ responses, closed, hung: !closed && finals(responses) < expected });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (data) => {
      received.push(data);
      // 100 Continue is an interim answer: it does not count.
      if (finals(parseResponses(Buffer.concat(received), false)) >= expected) finish();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      finish();
    });
    socket.on('connect', async () => {
      const bytes = Buffer.concat(
        chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk)),
      );
      if (paceMs === 0) return void socket.write(bytes);
      for (let offset = 0; offset < bytes.length && !done; offset += 64 * 1024) {
        socket.write(bytes.subarray(offset, offset + 64 * 1024));
        await new Promise((resolve) => setTimeout(resolve, paceMs));
      }
    });
  });
}
