import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the route schemas, served as JSON at GET /api/docs. */
export const openApiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Rumo API',
          description: 'API do Rumo: contas, perfil e OKRs.',
          version: '1.0.0',
        },
        servers: [{ url: app.config.publicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });

    // The document maps every route: production shows it only when API_DOCS=true.
    if (app.config.apiDocs) {
      app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
    }
  },
  { name: 'rumo-openapi', dependencies: ['rumo-context'] },
);
