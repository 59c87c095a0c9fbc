import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

const VERBOSE_LEVELS = new Set(['debug', 'trace']);

/** A request slower than this is logged even when it succeeded. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * Fastify's per-request lines, trimmed to what an operator has to look at
 * (docs/decisions/0013-request-logging.md): no "incoming request" line, and one "request completed"
 * line only for a server error (5xx, whose error the error handler logs too) or a request slower
 * than SLOW_REQUEST_MS, at `warn`. With LOG_LEVEL=debug every request gets its one line, at
 * `debug`. Fastify's default, two `info` lines for every request, wrote 885 MB in 13 minutes
 * under load. Access logs are the reverse proxy's job.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const responseTime = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: status, responseTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
    } else if (status >= 500 || responseTime >= SLOW_REQUEST_MS) {
      reply.log.warn(line, 'request completed');
    } else if (VERBOSE_LEVELS.has(reply.log.level)) {
      reply.log.debug(line, 'request completed');
    }
  }
}
