export const checkoutKeys = {
  plans: ['plans', 'public'] as const,
  billingConfig: ['billing', 'config'] as const,
  result: (id: string) => ['checkout', 'result', id] as const,
  purchaseActivation: (token: string) => ['auth', 'purchase-activation', token] as const,
};
