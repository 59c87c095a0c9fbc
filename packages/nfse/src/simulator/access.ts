import { timingSafeEqual } from 'node:crypto';
import { isLoopback, SIMULATOR_SECRET_HEADER } from '@rumo/efi/simulator';
import type { FastifyRequest } from 'fastify';
import { SimError } from './errors.js';

export { SIMULATOR_SECRET_HEADER };

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The control routes, guarded as the Efí simulator's are (packages/efi/src/simulator/access.ts):
 * with a secret, only callers sending it in `x-simulator-secret`; without, only loopback clients,
 * judged by the connection, never by `X-Forwarded-For`.
 */
export function requireOperator(secret: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    const allowed = secret
      ? same(String(request.headers[SIMULATOR_SECRET_HEADER] ?? ''), secret)
      : isLoopback(request.socket.remoteAddress);
    if (!allowed) {
      throw new SimError(
        403,
        'permissao_negada',
        'Acesso ao simulador restrito ao próprio servidor.',
      );
    }
  };
}

/** The token of `Authorization: Basic base64(token:)`, Focus's token auth; null when absent. */
function basicToken(header: string | undefined): string | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const token = decoded.split(':')[0] ?? '';
  return token === '' ? null : token;
}

/** Focus's API routes: a token, and only `token` when the simulator was given one. */
export function requireToken(token: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    const given = basicToken(request.headers.authorization);
    if (!given || (token !== undefined && !same(given, token))) {
      throw new SimError(401, 'nao_autorizado', 'Token de acesso inválido ou não informado.');
    }
  };
}
