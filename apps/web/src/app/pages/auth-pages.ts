// The sign-in pages other than /login, by route name. See app-pages.ts for why these imports
// are not in the router.
export const authPages = {
  register: () => import('../../features/auth/components/register-page'),
  betaTester: () => import('../../features/leads/components/beta-tester-page'),
  betaSuccess: () => import('../../features/leads/components/beta-success-page'),
  welcome: () => import('../../features/auth/components/welcome-page'),
  emailSent: () => import('../../features/auth/components/email-sent-page'),
  resetPassword: () => import('../../features/auth/components/reset-password-page'),
  unsubscribe: () => import('../../features/notifications/unsubscribe-page'),
  activateAccount: () => import('../../features/auth/components/activate-account-page'),
  activateAccountPurchase: () =>
    import('../../features/checkout/components/activate-purchase-page'),
};
