import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../plugins/rate-limit';

const MINUTE_MS = 60 * 1000;

/** The validated (lower-cased) e-mail of the body: available from preHandler on. */
const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : undefined;
};
const clientIp = (request: FastifyRequest) => request.ip;

/** Wrong passwords: 30 per IP and 10 per account every 15 minutes. */
export const loginRules: RateLimitRule[] = [
  { name: 'login:ip', max: 30, timeWindowMs: 15 * MINUTE_MS, key: clientIp, count: 'failures' },
  { name: 'login:email', max: 10, timeWindowMs: 15 * MINUTE_MS, key: bodyEmail, count: 'failures' },
];

/** Each sign-up sends an e-mail: 30 per IP and 5 per address every hour. */
export const registerRules: RateLimitRule[] = [
  { name: 'register:ip', max: 30, timeWindowMs: 60 * MINUTE_MS, key: clientIp, count: 'requests' },
  {
    name: 'register:email',
    max: 5,
    timeWindowMs: 60 * MINUTE_MS,
    key: bodyEmail,
    count: 'requests',
  },
];

/** Each request may send an e-mail: 30 per IP and 5 per address every hour. */
export const forgotPasswordRules: RateLimitRule[] = [
  { name: 'forgot:ip', max: 30, timeWindowMs: 60 * MINUTE_MS, key: clientIp, count: 'requests' },
  { name: 'forgot:email', max: 5, timeWindowMs: 60 * MINUTE_MS, key: bodyEmail, count: 'requests' },
];
