import type { RateLimitRule } from '../../plugins/rate-limit';
import { clientIp } from '../auth/public';

const MINUTE_MS = 60 * 1000;

/**
 * The signed-out SSO routes, like the other sign-in routes: a person looks up a domain and
 * starts or finishes a sign-in a few times; 60 requests from one address in 15 minutes.
 */
export const ssoRules: RateLimitRule[] = [
  { name: 'sso:ip', max: 60, timeWindowMs: 15 * MINUTE_MS, key: clientIp, count: 'requests' },
];
