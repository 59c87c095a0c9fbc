import type { RateLimitRule } from '../../plugins/rate-limit';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Card testing (bots trying stolen cards) is the classic abuse of a checkout: 10 attempts per
 * address an hour still leave a person room for typos and a second card.
 */
export const checkoutRules: RateLimitRule[] = [
  { name: 'checkout:ip', max: 10, timeWindowMs: HOUR_MS, key: (r) => r.ip, count: 'requests' },
];

/** The e-mail typed at checkout is recorded on blur: generous, but not a free database writer. */
export const checkoutLeadRules: RateLimitRule[] = [
  { name: 'checkout-lead:ip', max: 30, timeWindowMs: HOUR_MS, key: (r) => r.ip, count: 'requests' },
];
