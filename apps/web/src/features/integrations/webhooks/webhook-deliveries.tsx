import { Badge, Button, Loader, Stack, Table, Text } from '@mantine/core';
import {
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  webhookDeliveryStatusLabels,
} from '@rumo/shared/integrations/webhooks';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ListPagination } from '../../../components/okr/list-pagination';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { APP_TIME_ZONE } from '../../../lib/dates';
import { showToast } from '../../../lib/toasts';
import { useReplayWebhookDelivery, useWebhookDeliveries } from './use-webhooks';

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'yellow',
  succeeded: 'teal',
  failed: 'red',
};

const moment = (at: string | null) =>
  at ? dayjs(at).tz(APP_TIME_ZONE).format('DD/MM/YY HH:mm:ss') : '—';

/** An endpoint's delivery log, newest first, 20 a page, each with "Reenviar". */
export function WebhookDeliveries({ webhookId }: { webhookId: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhookId, page);
  const replay = useReplayWebhookDelivery();

  const resend = async (delivery: WebhookDelivery) => {
    try {
      const answer = await replay.mutateAsync({ id: webhookId, deliveryId: delivery.id });
      showToast(
        answer.status === 'succeeded'
          ? { severity: 'success', summary: 'Entrega reenviada com sucesso.' }
          : {
              severity: 'error',
              summary: 'O reenvio falhou',
              detail: answer.httpStatus
                ? `O endpoint respondeu ${answer.httpStatus}.`
                : (answer.responseExcerpt ?? undefined),
            },
      );
    } catch (error) {
      showToast({
        severity: 'error',
        summary: 'Não foi possível reenviar',
        detail: errorMessage(error),
      });
    }
  };

  if (deliveries.isPending) return <Loader size="sm" aria-label="Carregando entregas" />;
  if (deliveries.isError) {
    return <QueryError error={deliveries.error} onRetry={() => deliveries.refetch()} />;
  }
  const { data, total, limit } = deliveries.data;
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhuma entrega ainda. Use "Enviar teste" para conferir a conexão.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" aria-label="Histórico de entregas">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Evento</Table.Th>
              <Table.Th>Situação</Table.Th>
              <Table.Th>HTTP</Table.Th>
              <Table.Th>Tempo</Table.Th>
              <Table.Th>Tentativa</Table.Th>
              <Table.Th>Última tentativa</Table.Th>
              <Table.Th>Resposta</Table.Th>
              <Table.Th>Ações</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {delivery.eventType}
                  </Text>
                </Table.Td>
                <Table.Td miw={190}>
                  <Badge color={STATUS_COLORS[delivery.status]} variant="light">
                    {webhookDeliveryStatusLabels[delivery.status]}
                  </Badge>
                  {delivery.nextAttemptAt && (
                    <Text size="xs" c="dimmed">
                      Próxima: {moment(delivery.nextAttemptAt)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{delivery.httpStatus ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {delivery.responseMs === null ? '—' : `${delivery.responseMs} ms`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{delivery.attempt}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{moment(delivery.lastAttemptAt)}</Text>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="xs" ff="monospace" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {delivery.responseExcerpt || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => resend(delivery)}
                    loading={replay.isPending && replay.variables?.deliveryId === delivery.id}
                    aria-label={`Reenviar a entrega ${delivery.eventType} de ${moment(delivery.createdAt)}`}
                  >
                    Reenviar
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        page={page}
        limit={limit}
        total={total}
        onChange={setPage}
        totalLabel={(count) => (count === 1 ? '1 entrega' : `${count} entregas`)}
      />
    </Stack>
  );
}
