import { Group, Text } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { DarkModeToggle } from '../../components/dark-mode-toggle';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import classes from './auth-layout.module.css';

const POINTS = [
  'Objetivos da empresa, dos times e de cada pessoa, alinhados',
  'Check-ins semanais em poucos minutos',
  'Evolução de cada resultado-chave em gráficos claros',
];

/** Sign-in, registration and account e-mail pages: a brand panel beside the form. */
export function AuthLayout() {
  return (
    <div className={classes.root}>
      <aside className={classes.aside}>
        <Link to="/" className={classes.asideBrand} aria-label="Rumo: página inicial">
          <Logo size={34} />
        </Link>
        <p className={classes.quote}>
          Metas claras, times alinhados e o progresso à vista toda semana.
        </p>
        <ul className={classes.points}>
          {POINTS.map((point) => (
            <li key={point}>
              <Group gap="sm" wrap="nowrap">
                <IconCircleCheckFilled size={20} />
                <Text inherit>{point}</Text>
              </Group>
            </li>
          ))}
        </ul>
      </aside>
      <div className={classes.main}>
        <header className={classes.mainHeader}>
          <Link to="/" className={classes.mobileBrand} aria-label="Rumo: página inicial">
            <Logo size={28} />
          </Link>
          <DarkModeToggle />
        </header>
        <main className={classes.body}>
          <div className={classes.panel}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
