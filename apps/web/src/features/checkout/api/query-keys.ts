export const checkoutKeys = {
  result: (id: string) => ['checkout', 'result', id] as const,
  companyTrial: ['checkout', 'company-trial'] as const,
  purchaseActivation: (token: string) => ['auth', 'purchase-activation', token] as const,
};
