import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SimError } from './errors.js';

/** The header that carries `operatorSecret` to the control routes and `/v1/authorize`. */
export const SIMULATOR_SECRET_HEADER = 'x-simulator-secret';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may move the simulator's money (its control routes) and get API tokens: with a secret,
 * only callers that send it in `x-simulator-secret`; without, only clients on the loopback
 * interface, judged by the connection (never by `X-Forwarded-For`, which anyone can write).
 */
export function requireOperator(secret: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    const allowed = secret
      ? sameSecret(String(request.headers[SIMULATOR_SECRET_HEADER] ?? ''), secret)
      : isLoopback(request.socket.remoteAddress);
    if (!allowed) {
      throw new SimError(
        403,
        null,
        'forbidden',
        'Acesso ao simulador restrito ao próprio servidor.',
      );
    }
  };
}
