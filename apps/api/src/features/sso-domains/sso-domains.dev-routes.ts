import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { isLoopbackAddress } from '../../lib/loopback';

const dnsTxtBodySchema = z.object({
  hostname: z.string().min(1).max(253),
  values: z.array(z.string().max(1000)).max(20),
});

/**
 * The e2e server's DNS double (registered inside the dev routes: never in production, loopback
 * only): sets the TXT records a name answers, so "Verificar" runs its real path in the browser.
 */
export const ssoDomainsDevRoutes: FastifyPluginAsyncZod<{
  setTxt: (hostname: string, values: string[]) => void;
}> = async (app, { setTxt }) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw notFound();
  });
  app.put(
    '/api/dev/dns-txt',
    {
      schema: {
        tags: ['dev'],
        summary: 'Define os registros TXT que um nome responde (dublê de DNS; só fora de produção)',
        body: dnsTxtBodySchema,
        response: { 204: z.null().describe('Sem conteúdo') },
      },
    },
    async (request, reply) => {
      setTxt(request.body.hostname, request.body.values);
      return reply.status(204).send(null);
    },
  );
};
