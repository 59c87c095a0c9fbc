import { publicPlanListSchema } from '@rumo/shared/billing/plans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPlansOnSale } from './plans.repository';

/** The public catalogue read by /planos and /checkout. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Planos de assinatura à venda: ativos e criados na Efí (público)',
        response: { 200: publicPlanListSchema },
      },
    },
    async () => ({ data: await listPlansOnSale(app.db) }),
  );
};
