// The public site's pages, by route name. See app-pages.ts for why these imports are not in the
// router. The landing's is here too: a first visit gets the prerendered page, not this route.
export const publicPages = {
  landing: () => import('../../features/landing/landing-page'),
  planos: () => import('../../features/checkout/components/plans-page'),
  checkout: () => import('../../features/checkout/components/checkout-page'),
  obrigado: () => import('../../features/checkout/components/thank-you-page'),
  proposta: () => import('../../features/leads/components/proposal-page'),
  error: () => import('../../features/status/error-page'),
  notfound: () => import('../../features/status/not-found-page'),
};
