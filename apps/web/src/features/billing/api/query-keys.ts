/** Every billing query sits under `billing`, so one invalidation refreshes them all. */
export const billingKeys = {
  all: ['billing'] as const,
  access: ['billing', 'access'] as const,
  overview: ['billing', 'subscription'] as const,
  payments: (page: number, limit: number) => ['billing', 'payments', { page, limit }] as const,
};
