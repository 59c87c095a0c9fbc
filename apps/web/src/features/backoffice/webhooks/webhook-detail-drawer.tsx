import {
  Alert,
  Badge,
  Button,
  Code,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  efiStatusLabel,
  type StaffWebhook,
  webhookStateLabels,
} from '@rumo/shared/backoffice/billing/webhooks';
import { formatBrl } from '@rumo/shared/billing/money';
import { IconReload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { ScrollRegion } from '../../../components/scroll-region';
import { errorMessage } from '../../../lib/api-error';
import { BACKOFFICE_BASE_PATH } from '../backoffice-base-path';
import { formatDateTime } from '../lists/list-helpers';
import { describeReplay, useReplayWebhook, useWebhookDetail } from './webhooks-api';

const STATE_COLORS = { pending: 'yellow', processed: 'teal', failed: 'red' } as const;

export function StateBadge({ state }: { state: StaffWebhook['state'] }) {
  return (
    <Badge variant="light" color={STATE_COLORS[state]} radius="sm">
      {webhookStateLabels[state]}
    </Badge>
  );
}

/** Efí's move of an entry, in pt-BR: "Aguardando → Pago". */
export function efiTransition(
  entry: Pick<NonNullable<StaffWebhook['lastEntry']>, 'statusCurrent' | 'statusPrevious'>,
) {
  const current = efiStatusLabel(entry.statusCurrent);
  return entry.statusPrevious ? `${efiStatusLabel(entry.statusPrevious)} → ${current}` : current;
}

/** The company and subscription a notification is about, linked to the subscription. */
export function WebhookSubject({ webhook }: { webhook: StaffWebhook }) {
  const { subscription } = webhook;
  if (!subscription) {
    return (
      <Text size="sm" c="dimmed" component="span">
        Sem assinatura identificada
      </Text>
    );
  }
  return (
    <Link
      to={`${BACKOFFICE_BASE_PATH}/subscriptions?assinatura=${subscription.id}`}
      style={{ color: 'inherit' }}
    >
      <Text size="sm" fw={600} component="span">
        {subscription.companyName}
      </Text>{' '}
      <Text size="sm" c="dimmed" component="span" style={{ whiteSpace: 'nowrap' }}>
        {subscription.efiSubscriptionId !== null
          ? `Assinatura #${subscription.efiSubscriptionId}`
          : 'Assinatura'}
      </Text>
    </Link>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function ReplayOutcome({ replay }: { replay: ReturnType<typeof useReplayWebhook> }) {
  if (replay.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(replay.error)}
      </Alert>
    );
  }
  if (!replay.data) return null;
  const failed = replay.data.state === 'failed';
  return (
    <Alert
      color={failed ? 'red' : replay.data.applied > 0 ? 'teal' : 'gray'}
      variant="light"
      role="status"
    >
      {describeReplay(replay.data)}
    </Alert>
  );
}

export function WebhookDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useWebhookDetail(id);
  const replay = useReplayWebhook();
  const webhook = detail.data?.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={() => {
        replay.reset();
        onClose();
      }}
      position="right"
      size="xl"
      title="Notificação da Efí"
    >
      {detail.isPending && id !== null && (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Carregando notificação" />
        </Group>
      )}
      {detail.isError && <QueryError error={detail.error} onRetry={() => void detail.refetch()} />}
      {webhook && (
        <Stack gap="lg">
          <Group justify="space-between">
            <Group gap="xs">
              <Code>{webhook.tokenHint}</Code>
              <StateBadge state={webhook.state} />
            </Group>
            <Button
              leftSection={<IconReload size={16} />}
              variant="light"
              loading={replay.isPending}
              onClick={() => replay.mutate(webhook.id)}
            >
              Reprocessar
            </Button>
          </Group>
          <ReplayOutcome replay={replay} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Field label="Empresa e assinatura">
              <WebhookSubject webhook={webhook} />
            </Field>
            <Field label="Último status na Efí">
              {webhook.lastEntry ? efiTransition(webhook.lastEntry) : '—'}
            </Field>
            <Field label="Primeira entrega">{formatDateTime(webhook.firstReceivedAt)}</Field>
            <Field label="Última entrega">{formatDateTime(webhook.lastReceivedAt)}</Field>
            <Field label="Processada em">
              {webhook.processedAt ? formatDateTime(webhook.processedAt) : '—'}
            </Field>
            <Field label="Entregas / tentativas">
              {webhook.deliveries} / {webhook.attempts}
            </Field>
            <Field label="Entradas registradas">{webhook.entries}</Field>
            <Field label="Aplicadas na última execução">{webhook.entriesApplied}</Field>
          </SimpleGrid>
          {webhook.lastError && (
            <Alert color="red" variant="light" title="Último erro">
              {webhook.lastError}
            </Alert>
          )}
          <section aria-labelledby="webhook-entries">
            <Title order={3} fz="md" id="webhook-entries" mb="sm">
              Entradas aplicadas
            </Title>
            {webhook.entryList.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nenhuma entrada aplicada ainda.
              </Text>
            ) : (
              <ScrollRegion label="Entradas da notificação" minWidth={560}>
                <Table verticalSpacing="xs" fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>Tipo</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Efí</Table.Th>
                      <Table.Th ta="right">Valor</Table.Th>
                      <Table.Th>Ocorreu em</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {webhook.entryList.map((entry) => (
                      <Table.Tr key={entry.entryId}>
                        <Table.Td>{entry.entryId}</Table.Td>
                        <Table.Td>
                          {entry.type === 'subscription' ? 'Assinatura' : 'Cobrança'}
                        </Table.Td>
                        <Table.Td>{efiTransition(entry)}</Table.Td>
                        <Table.Td>
                          {entry.efiChargeId !== null
                            ? `Cobrança #${entry.efiChargeId}`
                            : entry.efiSubscriptionId !== null
                              ? `Assinatura #${entry.efiSubscriptionId}`
                              : '—'}
                        </Table.Td>
                        <Table.Td ta="right">
                          {entry.valueCents !== null ? formatBrl(entry.valueCents) : '—'}
                        </Table.Td>
                        <Table.Td>{formatDateTime(entry.occurredAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollRegion>
            )}
          </section>
        </Stack>
      )}
    </Drawer>
  );
}
