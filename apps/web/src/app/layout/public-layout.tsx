import { Button, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { DarkModeToggle } from '../../components/dark-mode-toggle';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../lib/paths';
import { isAuthenticated, useSession } from '../../lib/session-store';
import classes from './public-layout.module.css';

export function PublicHeader() {
  const { user } = useSession();
  const signedIn = isAuthenticated(user);
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Link to="/" className={classes.brand} aria-label="Rumo: página inicial">
          <Logo size={30} />
        </Link>
        <nav className={classes.nav} aria-label="Site">
          <a className={classes.navLink} href="/#como-funciona">
            Como funciona
          </a>
          <a className={classes.navLink} href="/#beneficios">
            Benefícios
          </a>
          <Link className={classes.navLink} to={paths.plans}>
            Planos
          </Link>
        </nav>
        <div className={classes.spacer} />
        <Group gap={6} wrap="nowrap">
          <DarkModeToggle />
          {signedIn ? (
            <Button component={Link} to={paths.dashboard}>
              Abrir o Rumo
            </Button>
          ) : (
            <>
              <Button component={Link} to={paths.login} variant="subtle" className={classes.tight}>
                Entrar
              </Button>
              <Button component={Link} to={paths.register} className={classes.tight}>
                Criar conta
              </Button>
            </>
          )}
        </Group>
      </div>
    </header>
  );
}

export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <Logo size={24} />
        <span>
          © {new Date().getFullYear()} Rumo. OKRs e planejamento para equipes brasileiras.
        </span>
      </div>
    </footer>
  );
}

/** Landing and status pages: site header, content, footer. */
export function PublicLayout() {
  return (
    <div className={classes.page}>
      <PublicHeader />
      <main className={classes.content}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
