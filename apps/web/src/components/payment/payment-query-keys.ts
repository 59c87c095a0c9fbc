/**
 * Query keys of the public payment data the checkout and the billing tab both read. They sit
 * under `payment`, apart from the billing feature's `billing` keys: invalidating the
 * subscription does not refetch the (static) plans or tokenizer configuration.
 */
export const paymentKeys = {
  all: ['payment'] as const,
  plans: ['payment', 'plans'] as const,
  billingConfig: ['payment', 'billing-config'] as const,
};
