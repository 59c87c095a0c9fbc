import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BackofficeSettings } from '@rumo/shared/backoffice/settings';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { EfiActions } from '../components/efi-actions';
import { AuditLogSection } from '../settings/audit-log-section';
import { FiscalSettingsSection } from '../settings/fiscal-settings-section';
import { useBackofficeSettings } from '../settings/settings-api';
import { SettingsForm } from '../settings/settings-form';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: APP_TIME_ZONE,
});

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function EfiCard({ efi }: { efi: BackofficeSettings['efi'] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="efi-connection">
      <Group justify="space-between" mb="xs" gap="sm">
        <Title order={2} fz="lg" id="efi-connection">
          Conexão com a Efí Pay
        </Title>
        <Group gap="xs">
          <EfiActions />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Vem das variáveis de ambiente do servidor; o segredo nunca é exibido.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="Ambiente">
          <Group gap="xs" component="span">
            <Badge
              variant="light"
              color={
                efi.mode === 'simulator'
                  ? 'gray'
                  : efi.environment === 'production'
                    ? 'teal'
                    : 'orange'
              }
              tt="none"
            >
              {efi.mode === 'simulator'
                ? 'Simulador'
                : efi.environment === 'production'
                  ? 'Produção'
                  : 'Homologação (sandbox)'}
            </Badge>
          </Group>
        </Field>
        <Field label="Client ID">{efi.clientIdMasked}</Field>
        <Field label="URL de notificação">{efi.notificationUrl}</Field>
        <Field label="Última chamada bem-sucedida">
          {efi.lastSuccessAt
            ? `${dateTime.format(new Date(efi.lastSuccessAt))}${efi.lastSuccessCall ? ` · ${efi.lastSuccessCall}` : ''}`
            : 'Nenhuma ainda'}
        </Field>
      </SimpleGrid>
    </Card>
  );
}

/** Configurações (permission system): Efí connection, billing policy, sales e-mail, audit log. */
export default function BackofficeSettingsPage() {
  const settings = useBackofficeSettings();
  return (
    <>
      <PageHeader
        title="Configurações"
        description="Conexão com a Efí Pay, política de cobrança, dados fiscais e auditoria."
      />
      <Stack gap="lg">
        {settings.isError ? (
          <QueryError error={settings.error} onRetry={() => settings.refetch()} />
        ) : !settings.data ? (
          <Stack gap="md" aria-busy="true" aria-label="Carregando configurações">
            <Skeleton height={180} radius="md" />
            <Skeleton height={260} radius="md" />
          </Stack>
        ) : (
          <>
            <EfiCard efi={settings.data.efi} />
            <SettingsForm settings={settings.data} />
          </>
        )}
        <FiscalSettingsSection />
        <AuditLogSection />
      </Stack>
    </>
  );
}
