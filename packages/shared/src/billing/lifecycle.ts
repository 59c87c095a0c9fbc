/**
 * Timing rules of a subscription's life, shared by the API (jobs) and the web app (banners).
 */

/** Days after a renewal is refused on which the "update your card" e-mail goes out. */
export const DUNNING_DAYS = [0, 3, 7] as const;

/** Where a customer updates the card or pays a refused charge (web route). */
export const SUBSCRIPTION_SETTINGS_PATH = '/configuracoes?aba=assinatura';
