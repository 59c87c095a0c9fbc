// The sign-in pages other than /login, by route name. See app-pages.ts for why these imports
// are not in the router.
export const authPages = {
  register: () => import('../../features/auth/pages/register-page'),
  betaTester: () => import('../../features/leads/pages/beta-tester-page'),
  betaSuccess: () => import('../../features/leads/pages/beta-success-page'),
  welcome: () => import('../../features/auth/pages/welcome-page'),
  emailSent: () => import('../../features/auth/pages/email-sent-page'),
  resetPassword: () => import('../../features/auth/pages/reset-password-page'),
  unsubscribe: () => import('../../features/notifications/pages/unsubscribe-page'),
  activateAccount: () => import('../../features/auth/pages/activate-account-page'),
  activateAccountPurchase: () => import('../../features/checkout/pages/activate-purchase-page'),
};
