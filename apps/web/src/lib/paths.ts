/** The element id of a key result's card on its objective's page: `objective(id)#kr-…` opens it. */
export const keyResultAnchor = (id: string) => `kr-${id}`;

/** Every page's address, typed: links and redirects use these instead of string literals. */
export const paths = {
  landing: '/',
  plans: '/planos',
  checkout: '/checkout',
  thankYou: '/obrigado',
  activatePurchase: '/activate-account-purchase',
  proposal: '/proposta',
  login: '/login',
  register: '/register',
  welcome: '/auth/welcome',
  emailSent: '/auth/email-sent',
  resetPassword: '/auth/reset-password',
  betaTester: '/auth/beta-tester',
  betaSuccess: '/auth/beta-success',
  accessDenied: '/auth/access',
  notFound: '/pages/notfound',
  devMailbox: '/dev/mailbox',
  dashboard: '/dashboard',
  planning: '/planejamento',
  okrs: '/okrs',
  objective: (id: string) => `/okrs/${encodeURIComponent(id)}`,
  evolution: '/okr-evolution',
  checkIn: '/check-in',
  teams: '/times',
  team: (id: string) => `/times/${encodeURIComponent(id)}`,
  users: '/usuarios',
  settings: '/configuracoes',
  settingsTab: (tab: string) => `/configuracoes?aba=${encodeURIComponent(tab)}`,
  profile: '/perfil',
} as const;
