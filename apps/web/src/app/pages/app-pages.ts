/**
 * The customer app's pages, by route name, in a chunk of their own. Vite gives each dynamic
 * import the list of chunks to preload with it, and the app's pages and layouts need long
 * lists: kept in the router they made up a fifth of the entry chunk, which /login downloads
 * too. The router loads this table first when an app page opens (one small request earlier).
 */
export const appPages = {
  dashboard: () => import('../../features/dashboard/dashboard-page'),
  planejamento: () => import('../../features/planning/planning-page'),
  okrs: () => import('../../features/okrs/okrs-page'),
  okrDetail: () => import('../../features/okrs/objective-detail-page'),
  okrEvolution: () => import('../../features/okr-evolution/okr-evolution-page'),
  checkIn: () => import('../../features/check-in/check-in-page'),
  times: () => import('../../features/teams/teams-page'),
  timeDetail: () => import('../../features/teams/team-detail-page'),
  usuarios: () => import('../../features/users/users-page'),
  configuracoes: () => import('../../features/settings/settings-page'),
  perfil: () => import('../../features/profile/components/profile-page'),
  accessDenied: () => import('../../features/status/access-denied-page'),
};

/** The app tree's layouts: the app shell, and the status pages' (shell or public site). */
export const appLayouts = {
  app: () => import('../layout/app-layout'),
  status: () => import('../layout/status-layout'),
};
