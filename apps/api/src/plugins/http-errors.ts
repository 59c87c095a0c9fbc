import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  type ErrorBody,
  type ErrorCode,
  errorCodes,
  errorMessages,
} from '@rumo/shared/common/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Errors below the router, answered with the standard pt-BR body wherever a body can be sent:
 * what Node's HTTP parser refuses (bad version, bad chunking, Content-Length with
 * Transfer-Encoding, headers too large, unknown method), a missing Host, an unsupported Expect
 * and CONNECT. Fastify's own answers to these were English or empty.
 */

const bodyOf = (statusCode: number, code: ErrorCode, message: string): ErrorBody => ({
  statusCode,
  code,
  message,
});

function clientErrorBody(code: string | undefined): ErrorBody {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return bodyOf(431, errorCodes.headersTooLarge, errorMessages.headersTooLarge);
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return bodyOf(408, errorCodes.requestTimeout, errorMessages.requestTimeout);
  }
  return bodyOf(400, errorCodes.badRequest, errorMessages.badRequest);
}

/** A whole HTTP/1.1 answer written on the socket, closing the connection after it. */
export function rawErrorAnswer(body: ErrorBody): string {
  const json = JSON.stringify(body);
  return (
    `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode] ?? 'Error'}\r\n` +
    'Connection: close\r\nCache-Control: no-store\r\n' +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`
  );
}

/** Fastify's `clientErrorHandler`: Node's parser refused the request. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way on this connection (pipelining) cannot be followed by another.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent)
    socket.write(rawErrorAnswer(clientErrorBody(error.code)));
  socket.destroy();
}

function sendErrorBody(response: ServerResponse, body: ErrorBody) {
  const json = JSON.stringify(body);
  response.writeHead(body.statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.end(json);
}

/** Options of Node's HTTP server: a request without Host reaches the app, which answers it. */
export const httpServerOptions = { requireHostHeader: false };

export const httpErrorsPlugin = fp(
  async (app: FastifyInstance) => {
    // HTTP/1.1 requires Host (RFC 9112, 3.2); Node answered an empty 400 before the app saw it.
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      if (raw.httpVersion !== '1.1' || raw.headers.host !== undefined) return done();
      reply
        .status(400)
        .header('connection', 'close')
        .send(bodyOf(400, errorCodes.badRequest, errorMessages.badRequest));
    });
    app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) =>
      sendErrorBody(
        response,
        bodyOf(417, errorCodes.expectationFailed, errorMessages.expectationFailed),
      ),
    );
    // No route is a proxy: CONNECT gets the standard 400 instead of a dropped connection.
    app.server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
      socket.on('error', () => undefined);
      socket.end(rawErrorAnswer(bodyOf(400, errorCodes.badRequest, errorMessages.badRequest)));
    });
  },
  { name: 'rumo-http-errors' },
);
