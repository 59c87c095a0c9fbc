import { Alert, Button, Card, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { NotificationPreferences } from '@rumo/shared/reminders/contracts';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';

const OPTIONS: {
  key: keyof NotificationPreferences;
  label: string;
  description: string;
}[] = [
  {
    key: 'checkInReminder',
    label: 'Lembrete de check-in',
    description:
      'No dia de check-in da empresa, um e-mail com os seus resultados-chave que ainda estão sem check-in na semana.',
  },
  {
    key: 'weeklyDigest',
    label: 'Resumo semanal',
    description:
      'Para quem lidera um time ou administra a empresa: progresso, resultados-chave em risco e quem não fez check-in.',
  },
];

/** Meu Perfil › E-mails: each switch saves at once. */
export function NotificationsCard() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  const change = (key: keyof NotificationPreferences, checked: boolean) => {
    if (!preferences.data) return;
    save.mutate(
      { ...preferences.data, [key]: checked },
      {
        onSuccess: () =>
          showToast({
            severity: 'success',
            summary: 'Preferência salva',
            detail: checked
              ? 'Você voltará a receber este e-mail.'
              : 'Você não receberá mais este e-mail.',
          }),
        onError: (error) =>
          showToast({
            severity: 'error',
            summary: 'Não foi possível salvar',
            detail: errorMessage(error),
          }),
      },
    );
  };

  return (
    <Card withBorder padding="xl">
      <Title order={2} fz="lg" mb={4}>
        E-mails de lembrete
      </Title>
      <Text size="sm" c="dimmed" mb="lg">
        Escolha quais e-mails do Rumo você quer receber. A mudança vale na hora.
      </Text>
      {preferences.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Carregando preferências">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : preferences.error ? (
        <Alert color="red" title="Não foi possível carregar suas preferências">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(preferences.error)}</Text>
            <Button size="xs" variant="light" onClick={() => preferences.refetch()}>
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="lg">
          {OPTIONS.map((option) => (
            <Switch
              key={option.key}
              size="md"
              label={option.label}
              description={option.description}
              checked={preferences.data[option.key]}
              disabled={save.isPending}
              onChange={(event) => change(option.key, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
