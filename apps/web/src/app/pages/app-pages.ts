/**
 * The customer app's pages, by route name, in a chunk of their own. Vite gives each dynamic
 * import the list of chunks to preload with it, and the app's pages and layouts need long
 * lists: kept in the router they made up a fifth of the entry chunk, which /login downloads
 * too. The router loads this table first when an app page opens (one small request earlier).
 */
export const appPages = {
  dashboard: () => import('../../features/dashboard/pages/dashboard-page'),
  planejamento: () => import('../../features/planning/pages/planning-page'),
  okrs: () => import('../../features/okrs/pages/okrs-page'),
  okrDetail: () => import('../../features/okrs/pages/objective-detail-page'),
  okrEvolution: () => import('../../features/okr-evolution/pages/okr-evolution-page'),
  checkIn: () => import('../../features/check-in/pages/check-in-page'),
  times: () => import('../../features/teams/pages/teams-page'),
  timeDetail: () => import('../../features/teams/pages/team-detail-page'),
  usuarios: () => import('../../features/users/pages/users-page'),
  configuracoes: () => import('../../features/settings/pages/settings-page'),
  perfil: () => import('../../features/profile/pages/profile-page'),
  accessDenied: () => import('../../features/status/pages/access-denied-page'),
};

/** The app tree's layouts: the app shell, and the status pages' (shell or public site). */
export const appLayouts = {
  app: () => import('../layout/app-layout'),
  status: () => import('../layout/status-layout'),
};
