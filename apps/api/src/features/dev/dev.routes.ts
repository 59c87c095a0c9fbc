import { type DevMailboxMessage, devMailboxResponseSchema } from '@rumo/shared/common/dev-mailbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, notFound } from '../../lib/errors';
import { isLoopbackAddress } from '../../lib/loopback';
import { listOutbox } from '../mail/public';
import { remindersDevRoutes } from '../reminders/public';
import { renderMailboxPage } from './mailbox-page';

const MAILBOX_SIZE = 100;

/**
 * Development helpers; app.ts registers them only when NODE_ENV is not production. The mailbox
 * shows password-reset links, so it answers only on this machine (the TCP peer on loopback),
 * whatever interface the server listens on: anyone else gets the ordinary 404.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw notFound();
  });

  const mailbox = async (): Promise<DevMailboxMessage[]> =>
    (await listOutbox(app.db, MAILBOX_SIZE)).map((row) => ({
      id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      html: row.html,
      createdAt: row.createdAt.toISOString(),
    }));

  await app.register(remindersDevRoutes);

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'E-mails guardados, do mais recente ao mais antigo (só fora de produção)',
        response: { 200: devMailboxResponseSchema, ...errorResponses(404) },
      },
    },
    async () => ({ data: await mailbox() }),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderMailboxPage(await mailbox())),
  );
};
