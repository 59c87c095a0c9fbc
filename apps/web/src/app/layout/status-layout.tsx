import { isAuthenticated, useSession } from '../../lib/session-store';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';

/**
 * Pages anyone may reach ("Acesso negado"): inside the app, menu and top bar included, for a
 * signed-in customer; in the site's layout for a visitor.
 */
export function StatusLayout() {
  const { user } = useSession();
  return isAuthenticated(user) ? <AppLayout /> : <PublicLayout />;
}
