import {
  SCIM_CONTENT_TYPE,
  SCIM_MAX_COUNT,
  scimGroupBodySchema,
  scimListQuerySchema,
  scimMessages,
  scimPatchBodySchema,
  scimUserBodySchema,
} from '@rumo/shared/scim/resources';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { scimAuthentication } from './scim-auth';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-discovery';
import { invalidValue, scimErrorHandler, scimNotFound, sendScimError } from './scim-errors';
import { parseScimFilter } from './scim-filter';
import * as groups from './scim-groups.service';
import { listResponse, toScimGroup, toScimUser } from './scim-resources';
import * as users from './scim-users.service';

type IdParams = { Params: { id: string } };

/** OpenAPI entry of a SCIM route; bodies are read by the handlers (errors in SCIM's schema). */
const doc = (summary: string) => ({
  schema: { tags: ['scim'], security: [{ bearerAuth: [] }], summary },
});

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const detail = issue
    ? `${scimMessages.invalidBody} ${issue.path.join('.')}: ${issue.message}`
    : scimMessages.invalidBody;
  throw invalidValue(detail.trim());
}

/** RFC 7644 §3.4.2.4: 1-based `startIndex` (below 1 means 1), `count` capped, 0 allowed. */
function page(query: unknown) {
  const {
    filter,
    startIndex = 1,
    count = SCIM_MAX_COUNT,
  } = parsed(scimListQuerySchema, query ?? {});
  const start = Math.max(1, startIndex);
  return { filter, start, offset: start - 1, limit: Math.min(Math.max(0, count), SCIM_MAX_COUNT) };
}

const withoutMembers = (query: unknown) => {
  const excluded = (query as { excludedAttributes?: unknown } | undefined)?.excludedAttributes;
  return typeof excluded === 'string' && /(^|,)\s*members\s*(,|$)/i.test(excluded);
};

function resource(
  reply: FastifyReply,
  status: number,
  body: { meta: { version: string; location: string } },
) {
  reply.header('etag', body.meta.version);
  if (status === 201) reply.header('location', body.meta.location);
  return reply.status(status).send(body);
}

/**
 * SCIM 2.0 (RFC 7644) at /scim/v2 for identity providers: a bearer token per company, answers
 * and errors in application/scim+json, outside the customer scope (no session, no read cache).
 */
export async function scimRoutes(app: FastifyInstance) {
  const baseUrl = `${app.config.publicUrl}/scim/v2`;
  const { authenticate, callerOf } = scimAuthentication(app);
  const ctx = app.domain;

  app.addContentTypeParser(
    SCIM_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.setErrorHandler(scimErrorHandler);
  app.setNotFoundHandler((_request, reply) => sendScimError(reply, scimNotFound()));
  app.addHook('onRequest', authenticate);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    if (reply.statusCode !== 204) reply.type(SCIM_CONTENT_TYPE);
    return payload;
  });

  app.get(
    '/ServiceProviderConfig',
    doc('O que este provedor SCIM suporta (RFC 7644 §5)'),
    async () => serviceProviderConfig(baseUrl),
  );
  app.get('/ResourceTypes', doc('Tipos de recurso: User e Group'), async () => {
    const types = resourceTypes(baseUrl);
    return listResponse(types, types.length, 1);
  });
  app.get<IdParams>('/ResourceTypes/:id', doc('Um tipo de recurso'), async (request) => {
    const found = resourceTypes(baseUrl).find((type) => type.id === request.params.id);
    if (!found) throw scimNotFound();
    return found;
  });
  app.get('/Schemas', doc('Esquemas de User e Group'), async () => {
    const list = schemas(baseUrl);
    return listResponse(list, list.length, 1);
  });
  app.get<IdParams>('/Schemas/:id', doc('Um esquema'), async (request) => {
    const found = schemas(baseUrl).find((schema) => schema.id === request.params.id);
    if (!found) throw scimNotFound();
    return found;
  });

  app.get(
    '/Users',
    doc('Lista pessoas (filter userName/externalId/emails eq, startIndex, count)'),
    async (request) => {
      const { filter, start, offset, limit } = page(request.query);
      const parsedFilter = parseScimFilter(filter, ['userName', 'email', 'externalId', 'id']);
      const { rows, total } = await users.listUsers(ctx, callerOf(request), {
        filter: parsedFilter,
        offset,
        limit,
      });
      return listResponse(
        rows.map((row) => toScimUser(row, baseUrl)),
        total,
        start,
      );
    },
  );
  app.post('/Users', doc('Cria uma pessoa (ativa, papel usuário)'), async (request, reply) => {
    const body = parsed(scimUserBodySchema, request.body);
    const user = await users.createScimUser(ctx, callerOf(request), body);
    return resource(reply, 201, toScimUser(user, baseUrl));
  });
  app.get<IdParams>('/Users/:id', doc('Lê uma pessoa'), async (request, reply) => {
    const user = await users.getScimUser(ctx, callerOf(request), request.params.id);
    return resource(reply, 200, toScimUser(user, baseUrl));
  });
  app.put<IdParams>(
    '/Users/:id',
    doc('Substitui nome, e-mail, cargo, externalId e active'),
    async (request, reply) => {
      const body = parsed(scimUserBodySchema, request.body);
      const user = await users.replaceScimUser(ctx, callerOf(request), request.params.id, body);
      app.sessionCache.evictUser(user.id);
      return resource(reply, 200, toScimUser(user, baseUrl));
    },
  );
  app.patch<IdParams>(
    '/Users/:id',
    doc('Altera atributos (active, name, userName, emails, externalId)'),
    async (request, reply) => {
      const { Operations } = parsed(scimPatchBodySchema, request.body);
      const user = await users.patchScimUser(ctx, callerOf(request), request.params.id, Operations);
      app.sessionCache.evictUser(user.id);
      return resource(reply, 200, toScimUser(user, baseUrl));
    },
  );
  app.delete<IdParams>(
    '/Users/:id',
    doc('Desativa a pessoa (os OKRs dela ficam)'),
    async (request, reply) => {
      await users.deleteScimUser(ctx, callerOf(request), request.params.id);
      app.sessionCache.evictUser(request.params.id);
      return reply.status(204).send();
    },
  );

  app.get('/Groups', doc('Lista times (filter displayName/externalId eq)'), async (request) => {
    const { filter, start, offset, limit } = page(request.query);
    const parsedFilter = parseScimFilter(filter, ['displayName', 'externalId', 'id']);
    const { rows, total, members } = await groups.listGroups(ctx, callerOf(request), {
      filter: parsedFilter,
      offset,
      limit,
      withMembers: !withoutMembers(request.query),
    });
    const resources = rows.map((row) => toScimGroup(row, members?.get(row.id), baseUrl));
    return listResponse(resources, total, start);
  });
  app.post('/Groups', doc('Cria um time com membros'), async (request, reply) => {
    const body = parsed(scimGroupBodySchema, request.body);
    const { group, members } = await groups.createScimGroup(ctx, callerOf(request), body);
    return resource(reply, 201, toScimGroup(group, members, baseUrl));
  });
  app.get<IdParams>('/Groups/:id', doc('Lê um time e seus membros'), async (request, reply) => {
    const { group, members } = await groups.getScimGroup(
      ctx,
      callerOf(request),
      request.params.id,
      !withoutMembers(request.query),
    );
    return resource(reply, 200, toScimGroup(group, members, baseUrl));
  });
  app.put<IdParams>(
    '/Groups/:id',
    doc('Substitui nome e membros do time'),
    async (request, reply) => {
      const body = parsed(scimGroupBodySchema, request.body);
      const { group, members } = await groups.replaceScimGroup(
        ctx,
        callerOf(request),
        request.params.id,
        body,
      );
      return resource(reply, 200, toScimGroup(group, members, baseUrl));
    },
  );
  app.patch<IdParams>(
    '/Groups/:id',
    doc('Renomeia, adiciona ou remove membros'),
    async (request, reply) => {
      const { Operations } = parsed(scimPatchBodySchema, request.body);
      const { group, members } = await groups.patchScimGroup(
        ctx,
        callerOf(request),
        request.params.id,
        Operations,
      );
      return resource(reply, 200, toScimGroup(group, members, baseUrl));
    },
  );
  app.delete<IdParams>(
    '/Groups/:id',
    doc('Exclui o time (objetivos ficam sem time)'),
    async (request, reply) => {
      await groups.deleteScimGroup(ctx, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
