import { Skeleton } from '@mantine/core';
import { staffMay } from '@rumo/shared/backoffice/auth';
import { QueryError } from '../../../components/query-error';
import { useBackofficeSession } from '../session/backoffice-session-store';
import { useFiscalSettings } from './fiscal-settings-api';
import { FiscalSettingsForm } from './fiscal-settings-form';

/** Configurações › Dados fiscais, loaded on its own (the rest of the page does not wait). */
export function FiscalSettingsSection() {
  const { user } = useBackofficeSession();
  const fiscal = useFiscalSettings();
  if (fiscal.isError) {
    return <QueryError error={fiscal.error} onRetry={() => void fiscal.refetch()} />;
  }
  if (fiscal.data === undefined) {
    return <Skeleton height={420} radius="md" aria-label="Carregando dados fiscais" />;
  }
  return (
    <FiscalSettingsForm
      settings={fiscal.data}
      canEdit={user ? staffMay(user.role, 'manageFiscalSettings') : false}
    />
  );
}
