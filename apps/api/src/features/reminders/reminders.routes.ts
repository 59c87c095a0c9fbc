import {
  notificationPreferencesSchema,
  runRemindersBodySchema,
  runRemindersResponseSchema,
  unsubscribeBodySchema,
  unsubscribeResponseSchema,
} from '@rumo/shared/reminders/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors';
import { customerOf } from '../../plugins/auth';
import * as preferences from './preferences.service';
import { runReminders } from './reminders.service';

const security = [{ bearerAuth: [] }];

/** Meu Perfil › Notificações (customer scope, under /api/profile/notifications). */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Preferências de e-mail: lembrete de check-in e resumo semanal',
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => preferences.getPreferences(app.db, customerOf(request).id),
  );
  app.put(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Liga ou desliga o lembrete de check-in e o resumo semanal',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => preferences.updatePreferences(app.db, customerOf(request).id, request.body),
  );
};

/** The e-mails' "cancelar" link, signed out (open scope, under /api/notifications). */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Cancela um e-mail de lembrete pelo link assinado do próprio e-mail',
        body: unsubscribeBodySchema,
        response: { 200: unsubscribeResponseSchema, ...errorResponses() },
      },
    },
    async (request) => preferences.unsubscribe(app.db, app.config.jwtSecret, request.body.token),
  );
};

/**
 * Development and e2e only (registered with the dev routes, never in production): runs the
 * hourly job now, as if the clock read `at`, so a test can reach a company's check-in day.
 */
export const remindersDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/dev/reminders/run',
    {
      schema: {
        tags: ['dev'],
        summary: 'Roda os lembretes como se fosse o instante dado (só fora de produção)',
        body: runRemindersBodySchema,
        response: { 200: runRemindersResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      runReminders(
        { db: app.db, mailer: app.mailer, config: app.config, log: app.log, events: app.events },
        new Date(request.body.at),
      ),
  );
};
