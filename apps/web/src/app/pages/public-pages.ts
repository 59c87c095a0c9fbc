// The public site's pages, by route name. See app-pages.ts for why these imports are not in the
// router. The landing's is here too: a first visit gets the prerendered page, not this route.
export const publicPages = {
  landing: () => import('../../features/landing/pages/landing-page'),
  planos: () => import('../../features/checkout/pages/plans-page'),
  checkout: () => import('../../features/checkout/pages/checkout-page'),
  obrigado: () => import('../../features/checkout/pages/thank-you-page'),
  proposta: () => import('../../features/leads/pages/proposal-page'),
  error: () => import('../../features/status/pages/error-page'),
  notfound: () => import('../../features/status/pages/not-found-page'),
};
