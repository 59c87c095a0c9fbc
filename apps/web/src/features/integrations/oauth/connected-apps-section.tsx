import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ConnectedApp } from '@rumo/shared/oauth/contracts';
import dayjs from 'dayjs';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { useSession } from '../../../lib/session-store';
import { showToast } from '../../../lib/toasts';
import { useConnectedApps, useRevokeConnectedApp } from './use-oauth';

const moment = (at: string | null) =>
  at ? dayjs(at).tz(APP_TIME_ZONE).format('DD/MM/YY HH:mm') : 'Nunca';

function ConnectedAppRow({ app, showPerson }: { app: ConnectedApp; showPerson: boolean }) {
  const revoke = useRevokeConnectedApp();
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Revogar acesso',
      centered: true,
      children: (
        <Text size="sm">
          {`Revogar o acesso de "${app.clientName}"? O assistente deixa de acessar o Rumo na hora; para usá-lo de novo, será preciso conectar outra vez.`}
        </Text>
      ),
      labels: { confirm: 'Revogar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revoke.mutateAsync(app.id);
          showToast({ severity: 'success', summary: 'Acesso do aplicativo revogado.' });
        } catch (error) {
          showToast({
            severity: 'error',
            summary: 'Não foi possível revogar o acesso',
            detail: errorMessage(error),
          });
        }
      },
    });
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Text fw={600}>{app.clientName}</Text>
          <Text size="sm" c="dimmed">
            {showPerson ? `Autorizado por ${app.userName ?? 'pessoa removida'} · ` : ''}
            {`Conectado em ${moment(app.createdAt)} · Último uso: ${moment(app.lastUsedAt)}`}
          </Text>
          <Group gap={4}>
            {app.scopes.map((scope) => (
              <Badge key={scope} variant="light" size="sm">
                {scope}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Button
          variant="light"
          color="red"
          onClick={confirm}
          aria-label={`Revogar acesso de ${app.clientName}`}
        >
          Revogar
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Aplicativos conectados: assistants (ChatGPT, Claude) a person authorized by OAuth. An admin
 * sees the company's (Configurações › Integrações); `mine` keeps only the viewer's (Meu Perfil).
 */
export function ConnectedAppsSection({ mine = false }: { mine?: boolean }) {
  const apps = useConnectedApps();
  const { user } = useSession();
  const shown = (apps.data ?? []).filter((app) => !mine || app.userId === user.id);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="connected-apps-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="connected-apps-title">
            Aplicativos conectados
          </Title>
          <Text size="sm" c="dimmed">
            Assistentes de IA que {mine ? 'você autorizou' : 'as pessoas autorizaram'} a acessar o
            Rumo pelo servidor MCP. Cada um age como quem o autorizou, com as permissões concedidas.
          </Text>
        </div>
        {apps.isPending && <Loader size="sm" aria-label="Carregando aplicativos conectados" />}
        {apps.isError && <QueryError error={apps.error} onRetry={() => apps.refetch()} />}
        {apps.data && shown.length === 0 && (
          <Text size="sm" c="dimmed">
            Nenhum aplicativo conectado.
          </Text>
        )}
        {shown.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((app) => (
              <ConnectedAppRow key={app.id} app={app} showPerson={!mine} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** Meu Perfil's card: only the viewer's own connected apps. */
export function MyConnectedAppsSection() {
  return <ConnectedAppsSection mine />;
}
