import type { FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../plugins/rate-limit';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The validated (lower-cased) e-mail of the body: available from preHandler on. */
const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : undefined;
};
/** The client's address: the socket's, or X-Forwarded-For's behind a trusted proxy (TRUST_PROXY). */
export const clientIp = (request: FastifyRequest) => request.ip;
const ipAndEmail = (request: FastifyRequest) => {
  const email = bodyEmail(request);
  return email === undefined ? undefined : `${request.ip}|${email}`;
};

/**
 * Wrong passwords (OWASP's advice: slow attackers down without letting them lock owners out):
 * - one address guessing one account: 10 failures in 15 minutes, then 429 for that pair only;
 * - one account from everywhere: failures beyond 10 in an hour are answered ever more slowly,
 *   and only past 100 does the account refuse sign-in attempts (429) until the hour ends;
 * - one address across accounts: 100 failures in 15 minutes (offices share addresses).
 * The owner, from their own address, still signs in while someone elsewhere guesses.
 */
export const loginRules: RateLimitRule[] = [
  {
    name: 'login:ip-email',
    max: 10,
    timeWindowMs: 15 * MINUTE_MS,
    key: ipAndEmail,
    count: 'failures',
  },
  {
    name: 'login:email',
    max: 100,
    timeWindowMs: HOUR_MS,
    key: bodyEmail,
    count: 'failures',
    slowDownAfter: 10,
  },
  { name: 'login:ip', max: 100, timeWindowMs: 15 * MINUTE_MS, key: clientIp, count: 'failures' },
];

/** Each sign-up sends an e-mail: 30 per IP and 5 per address every hour. */
export const registerRules: RateLimitRule[] = [
  { name: 'register:ip', max: 30, timeWindowMs: HOUR_MS, key: clientIp, count: 'requests' },
  { name: 'register:email', max: 5, timeWindowMs: HOUR_MS, key: bodyEmail, count: 'requests' },
];

/** Each request may send an e-mail: 30 per IP and 5 per address every hour. */
export const forgotPasswordRules: RateLimitRule[] = [
  { name: 'forgot:ip', max: 30, timeWindowMs: HOUR_MS, key: clientIp, count: 'requests' },
  { name: 'forgot:email', max: 5, timeWindowMs: HOUR_MS, key: bodyEmail, count: 'requests' },
];

/**
 * Links from e-mails (activation, invitation, password reset): a person uses one or two; a
 * guesser of tokens is stopped after 30 tries from one address in 15 minutes.
 */
export const tokenLinkRules: RateLimitRule[] = [
  {
    name: 'token-link:ip',
    max: 30,
    timeWindowMs: 15 * MINUTE_MS,
    key: clientIp,
    count: 'requests',
  },
];
