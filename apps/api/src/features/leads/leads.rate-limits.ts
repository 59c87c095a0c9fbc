import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../plugins/rate-limit';

const HOUR_MS = 60 * 60 * 1000;

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : undefined;
};

/** Each form sends two e-mails: 10 per address an hour, 3 per e-mail (a person sends one). */
export const leadRules: RateLimitRule[] = [
  {
    name: 'lead:ip',
    max: 10,
    timeWindowMs: HOUR_MS,
    key: (request) => request.ip,
    count: 'requests',
  },
  { name: 'lead:email', max: 3, timeWindowMs: HOUR_MS, key: bodyEmail, count: 'requests' },
];
