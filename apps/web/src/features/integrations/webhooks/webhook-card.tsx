import { Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  type Webhook,
  type WebhookWithSecret,
  webhookEventLabels,
} from '@rumo/shared/integrations/webhooks';
import dayjs from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { showToast } from '../../../lib/toasts';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
  useUpdateWebhook,
} from './use-webhooks';
import { WebhookDeliveries } from './webhook-deliveries';

const failed = (summary: string, error: unknown) =>
  showToast({ severity: 'error', summary, detail: errorMessage(error) });

/** One endpoint: its URL, events and state, its actions, and its delivery log on demand. */
export function WebhookCard({
  webhook,
  onEdit,
  onRotated,
}: {
  webhook: Webhook;
  onEdit: () => void;
  onRotated: (rotated: WebhookWithSecret) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();
  const label = webhook.description ?? webhook.url;

  const toggle = async (enabled: boolean) => {
    try {
      await update.mutateAsync({ id: webhook.id, body: { enabled } });
      showToast({
        severity: 'success',
        summary: enabled ? 'Webhook ativado.' : 'Webhook desativado.',
      });
    } catch (error) {
      failed('Não foi possível alterar o webhook', error);
    }
  };

  const sendTest = async () => {
    try {
      const delivery = await test.mutateAsync(webhook.id);
      setShowLog(true);
      showToast(
        delivery.status === 'succeeded'
          ? { severity: 'success', summary: `Teste entregue (HTTP ${delivery.httpStatus}).` }
          : {
              severity: 'error',
              summary: 'O teste não foi entregue',
              detail: delivery.httpStatus
                ? `O endpoint respondeu ${delivery.httpStatus}.`
                : (delivery.responseExcerpt ?? undefined),
            },
      );
    } catch (error) {
      failed('Não foi possível enviar o teste', error);
    }
  };

  const confirmRotate = () =>
    modals.openConfirmModal({
      title: 'Gerar novo segredo',
      centered: true,
      children: (
        <Text size="sm">
          O novo segredo passa a assinar as entregas agora. Durante 24 horas, cada entrega leva as
          duas assinaturas (a do segredo atual e a do novo), para dar tempo de atualizar o sistema
          que recebe os eventos.
        </Text>
      ),
      labels: { confirm: 'Gerar novo segredo', cancel: 'Cancelar' },
      onConfirm: async () => {
        try {
          onRotated(await rotate.mutateAsync(webhook.id));
        } catch (error) {
          failed('Não foi possível gerar o segredo', error);
        }
      },
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Excluir webhook',
      centered: true,
      children: (
        <Text size="sm">
          {`Excluir o webhook "${label}"? Ele deixa de receber eventos e o histórico de entregas é apagado.`}
        </Text>
      ),
      labels: { confirm: 'Excluir', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(webhook.id);
          showToast({ severity: 'success', summary: 'Webhook excluído.' });
        } catch (error) {
          failed('Não foi possível excluir o webhook', error);
        }
      },
    });

  return (
    <Card withBorder padding="md" component="article" aria-label={`Webhook ${label}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            {webhook.description && <Text fw={600}>{webhook.description}</Text>}
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {webhook.url}
            </Text>
          </Stack>
          <Switch
            checked={webhook.enabled}
            onChange={(event) => toggle(event.currentTarget.checked)}
            label={webhook.enabled ? 'Ativo' : 'Desativado'}
            aria-label={`Webhook ${label} ativo`}
            disabled={update.isPending}
          />
        </Group>
        {webhook.disabledReason && (
          <Text size="sm" c="red.8" role="note">
            {webhook.disabledReason}
          </Text>
        )}
        <Group gap={6}>
          {webhook.events.map((type) => (
            <Badge key={type} variant="light" color="gray" title={type}>
              {webhookEventLabels[type]}
            </Badge>
          ))}
        </Group>
        {webhook.previousSecretExpiresAt && (
          <Text size="xs" c="dimmed">
            {`O segredo anterior ainda assina até ${dayjs(webhook.previousSecretExpiresAt)
              .tz(APP_TIME_ZONE)
              .format('DD/MM/YY HH:mm')}.`}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          <Button size="xs" onClick={sendTest} loading={test.isPending}>
            Enviar teste
          </Button>
          <Button size="xs" variant="default" onClick={onEdit}>
            Editar
          </Button>
          <Button size="xs" variant="default" onClick={confirmRotate} loading={rotate.isPending}>
            Gerar novo segredo
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => setShowLog((open) => !open)}
            aria-expanded={showLog}
          >
            {showLog ? 'Ocultar entregas' : 'Ver entregas'}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={confirmDelete}>
            Excluir
          </Button>
        </Group>
        {showLog && <WebhookDeliveries webhookId={webhook.id} />}
      </Stack>
    </Card>
  );
}
