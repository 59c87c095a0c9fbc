import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DarkModeToggle } from '../../../components/dark-mode-toggle';
import { BackofficeBrand } from './backoffice-brand';
import classes from './backoffice-card-page.module.css';

/** A backoffice page outside the shell: one centred card with the brand, a title and its text. */
export function BackofficeCardPage({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={classes.root}>
      <div className={classes.corner}>
        <DarkModeToggle />
      </div>
      <main className={classes.main}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
          <Stack gap="lg">
            <BackofficeBrand size={30} />
            <div>
              <Title order={1} fz={24}>
                {title}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {description}
              </Text>
            </div>
            {children}
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
