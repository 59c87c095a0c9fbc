import {
  billingConfigSchema,
  checkoutLeadBodySchema,
  checkoutResultSchema,
} from '@rumo/shared/billing/contracts';
import { checkoutRequestSchema } from '@rumo/shared/billing/municipal-contracts';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import { idParamsSchema } from '@rumo/shared/common/fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIMULATOR_PREFIX } from '../../efi-config';
import { errorResponses, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { upsertCheckoutLead } from '../leads/public';
import { effectiveBillingSettings } from '../platform-settings/public';
import { checkoutLeadRules, checkoutRules } from './checkout.rate-limits';
import { findCheckout } from './checkout.repository';
import { checkout } from './checkout.service';
import { findPlan } from './plans.repository';

const tags = ['billing'];

/** The public side of buying: the tokenizer's settings, paying, the receipt, abandoned e-mails. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    efi: app.efi,
    now: app.now,
    events: app.events,
  };
  const limiter = app.createRateLimiter(checkoutRules);
  const leadLimiter = app.createRateLimiter(checkoutLeadRules);

  app.get(
    '/billing/config',
    {
      schema: {
        tags,
        summary: 'Como o navegador gera o token do cartão (Efí ou simulador)',
        response: { 200: billingConfigSchema },
      },
    },
    async () => {
      const { efi } = app.config;
      const { trialDays } = await effectiveBillingSettings(app.db, app.config);
      return {
        mode: efi.mode,
        payeeCode: efi.mode === 'efi' ? efi.payeeCode : null,
        environment: efi.environment,
        simulatorUrl: efi.mode === 'simulator' ? SIMULATOR_PREFIX : null,
        trialDays,
      };
    },
  );

  app.post(
    '/checkout',
    {
      preHandler: limiter.guard,
      schema: {
        tags,
        summary:
          'Assina um plano com o cartão já tokenizado no navegador (com sessão de admin, para a empresa dele)',
        body: checkoutRequestSchema,
        response: { 201: checkoutResultSchema, ...errorResponses(401, 402, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      // Signed in is optional here; a token that is sent must be valid.
      let caller: AuthUser | null = null;
      if (request.headers.authorization) {
        await app.authenticate(request);
        if (request.auth?.kind === 'customer') caller = request.auth.user;
      }
      if (request.body.website) throw notFound();
      const result = await checkout(deps, request.body, caller);
      // A company that buys while signed in writes again at once (its trial may have ended).
      if (caller) app.sessionCache.evictCompany(caller.companyId);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/checkout/:id',
    {
      schema: {
        tags,
        summary: 'O resumo de uma compra concluída (para /obrigado)',
        params: idParamsSchema,
        response: { 200: checkoutResultSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findCheckout(app.db, request.params.id);
      if (!row?.result) throw notFound();
      return row.result;
    },
  );

  app.post(
    '/checkout/lead',
    {
      preHandler: leadLimiter.guard,
      schema: {
        tags,
        summary: 'Guarda o e-mail digitado no checkout (vira lead se a compra não terminar)',
        body: checkoutLeadBodySchema,
        response: { 204: z.null().describe('Sem conteúdo'), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const { email, name, company, planId } = request.body;
      const plan = planId ? await findPlan(app.db, planId) : undefined;
      await upsertCheckoutLead(app.db, {
        email,
        name: name || null,
        company: company || null,
        message: plan
          ? `Checkout iniciado: plano ${plan.name} (${billingIntervalLabels[plan.interval].toLowerCase()}).`
          : null,
      });
      return reply.status(204).send(null);
    },
  );
};
