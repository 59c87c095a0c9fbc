/** Error codes of the billing API (no zod here: the web's data client imports them). */
export const billingErrorCodes = {
  readOnly: 'SUBSCRIPTION_INACTIVE',
  planUserLimit: 'PLAN_USER_LIMIT',
  cardRefused: 'CARD_REFUSED',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  checkoutInProgress: 'CHECKOUT_IN_PROGRESS',
  planUnavailable: 'PLAN_UNAVAILABLE',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  noSubscription: 'NO_SUBSCRIPTION',
  invalidState: 'SUBSCRIPTION_INVALID_STATE',
} as const;
