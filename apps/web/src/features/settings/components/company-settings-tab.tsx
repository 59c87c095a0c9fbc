import { Grid, Skeleton } from '@mantine/core';
import { QueryError } from '../../../components/query-error';
import { useSettings } from '../api/use-settings';
import { CompanySettingsForm } from './company-settings-form';
import { LogoCard } from './logo-card';

/** 'Empresa': logo on the side, the company's preferences beside it. */
export function CompanySettingsTab() {
  const settings = useSettings();
  if (settings.isError) {
    return <QueryError error={settings.error} onRetry={() => settings.refetch()} />;
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        {settings.data ? (
          <LogoCard settings={settings.data} />
        ) : (
          <Skeleton height={300} radius="md" />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        {settings.data ? (
          <CompanySettingsForm settings={settings.data} />
        ) : (
          <Skeleton height={360} radius="md" aria-label="Carregando configurações" />
        )}
      </Grid.Col>
    </Grid>
  );
}
