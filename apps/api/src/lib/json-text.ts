import type { FastifyReply } from 'fastify';

/**
 * A page (`Paginated<T>` of @rumo/shared/common/pagination) as JSON text, around items that are
 * JSON texts already (written by PostgreSQL): Node neither parses nor serializes them.
 */
export function paginatedJson(items: string[], page: number, limit: number, total: number) {
  return `{"data":[${items.join(',')}],"page":${page},"limit":${limit},"total":${total}}`;
}

/**
 * Sends JSON text as it is: Fastify serializes no string whose content type is set, so the
 * route's response schema (still its OpenAPI contract) is not applied; a test must compare the
 * text with the contract. Typed as the schema's payload for the route's handler.
 */
export function sendJsonText<T>(reply: FastifyReply, json: string): T {
  return reply.type('application/json; charset=utf-8').send(json) as unknown as T;
}
