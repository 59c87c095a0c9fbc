import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.js';
import { SimError } from '../errors.js';

/** `GET /v1/notification/:token`: the whole history behind a callback token. */
export function notificationRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/v1/notification/:token', async (request) => {
    const { token } = request.params as { token: string };
    const entries = ctx.notifier.read(token);
    if (!entries) {
      throw new SimError(400, 3500010, 'property_does_not_exists', {
        property: '/token',
        message: 'Notificação não encontrada.',
      });
    }
    return { code: 200, data: entries };
  });
}
