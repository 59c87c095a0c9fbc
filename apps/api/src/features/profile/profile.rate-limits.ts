import type { RateLimitRule } from '../../plugins/rate-limit';

/** Wrong current passwords on the password change: 5 per signed-in user in 15 minutes. */
export const passwordChangeRules: RateLimitRule[] = [
  {
    name: 'password-change:user',
    max: 5,
    timeWindowMs: 15 * 60 * 1000,
    key: (request) => (request.auth?.kind === 'customer' ? request.auth.user.id : undefined),
    count: 'failures',
  },
];
