import { errorCodes, errorMessages } from '@rumo/shared/common/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const MAX_DEPTH = 32;

/** Path (`name`, `items.0.title`) of the first string holding a NUL character, if any. */
export function findNulByte(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key].join('.');
    const found = findNulByte(item, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in the parsed input (body, query
 * string, route params) is refused with the standard 400 before any route sees it, whatever
 * the field: no schema has to remember it.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: this runs on every request, and an async one costs a promise each time.
    app.addHook('preValidation', (request, _reply, done) => {
      const path =
        findNulByte(request.params) ?? findNulByte(request.query) ?? findNulByte(request.body);
      if (path === undefined) return done();
      done(
        new AppError(400, errorCodes.validation, errorMessages.validation, [
          { path, message: errorMessages.invalidText },
        ]),
      );
    });
  },
  { name: 'rumo-input-guard' },
);
