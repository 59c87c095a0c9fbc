import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import {
  type StaffWebhook,
  WEBHOOK_STATES,
  webhookStateLabels,
} from '@rumo/shared/backoffice/billing/webhooks';
import { plural } from '@rumo/shared/common/plural';
import { IconReload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClearFiltersButton } from '../../../components/list-filter-controls';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { hasActiveUrlFilters, useUrlFilters } from '../../../lib/url-filters';
import { ConfirmDialog } from '../lists/confirm-dialog';
import { DayFilterInput, FilterPanel } from '../lists/filter-fields';
import { formatDateTime, useCompactList } from '../lists/list-helpers';
import { PagedListBody } from '../lists/paged-list-body';
import {
  efiTransition,
  StateBadge,
  WebhookDetailDrawer,
  WebhookSubject,
} from '../webhooks/webhook-detail-drawer';
import {
  describeReplayAll,
  readWebhookFilters,
  useReplayFailedWebhooks,
  useWebhooks,
  WEBHOOK_FILTER_PARAMS,
  type WebhookFilters,
} from '../webhooks/webhooks-api';

const DETAIL_PARAM = 'notificacao';
const STATE_OPTIONS = WEBHOOK_STATES.map((state) => ({
  value: state,
  label: webhookStateLabels[state],
}));

function WebhookCards({
  webhooks,
  onOpen,
}: {
  webhooks: StaffWebhook[];
  onOpen: (id: string) => void;
}) {
  return (
    <Stack gap="sm">
      {webhooks.map((webhook) => (
        <Card key={webhook.id} withBorder radius="md" padding="md">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{formatDateTime(webhook.lastReceivedAt)}</Text>
            <StateBadge state={webhook.state} />
          </Group>
          <WebhookSubject webhook={webhook} />
          {webhook.lastEntry && <Text size="sm">Efí: {efiTransition(webhook.lastEntry)}</Text>}
          <Text size="sm" c="dimmed">
            Token {webhook.tokenHint} · {plural(webhook.attempts, 'tentativa', 'tentativas')} ·{' '}
            {plural(webhook.entries, 'entrada', 'entradas')}
          </Text>
          {webhook.lastError && (
            <Text size="sm" c="red" lineClamp={2}>
              {webhook.lastError}
            </Text>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            mt="xs"
            onClick={() => onOpen(webhook.id)}
            style={{ alignSelf: 'flex-start' }}
          >
            Detalhes
          </Button>
        </Card>
      ))}
    </Stack>
  );
}

function WebhookTable({
  webhooks,
  onOpen,
}: {
  webhooks: StaffWebhook[];
  onOpen: (id: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recebida em</Table.Th>
            <Table.Th>Empresa e assinatura</Table.Th>
            <Table.Th>Status na Efí</Table.Th>
            <Table.Th>Token</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th ta="right">Entregas</Table.Th>
            <Table.Th ta="right">Tentativas</Table.Th>
            <Table.Th ta="right">Entradas</Table.Th>
            <Table.Th>Último erro</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {webhooks.map((webhook) => (
            <Table.Tr key={webhook.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(webhook.lastReceivedAt)}
              </Table.Td>
              <Table.Td>
                <WebhookSubject webhook={webhook} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{webhook.lastEntry ? efiTransition(webhook.lastEntry) : '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Code>{webhook.tokenHint}</Code>
              </Table.Td>
              <Table.Td>
                <StateBadge state={webhook.state} />
              </Table.Td>
              <Table.Td ta="right">{webhook.deliveries}</Table.Td>
              <Table.Td ta="right">{webhook.attempts}</Table.Td>
              <Table.Td ta="right">{webhook.entries}</Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" c={webhook.lastError ? 'red' : 'dimmed'} lineClamp={2}>
                  {webhook.lastError ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onOpen(webhook.id)}
                  aria-label={`Detalhes da notificação ${webhook.tokenHint}`}
                >
                  Detalhes
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Webhooks (permission system): the log of Efí notifications, detail and replay. */
export default function BackofficeWebhooksPage() {
  const { filters, setFilters, clearFilters } = useUrlFilters<WebhookFilters>(
    readWebhookFilters,
    WEBHOOK_FILTER_PARAMS,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const detailId = searchParams.get(DETAIL_PARAM);
  const webhooks = useWebhooks(filters);
  const replayAll = useReplayFailedWebhooks();
  const [confirmReplayAll, setConfirmReplayAll] = useState(false);
  const compact = useCompactList();

  const openDetail = (id: string | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set(DETAIL_PARAM, id);
      else next.delete(DETAIL_PARAM);
      return next;
    });

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Notificações da Efí Pay: recebidas, processadas e com falha."
        actions={
          <Button
            leftSection={<IconReload size={16} />}
            onClick={() => setConfirmReplayAll(true)}
            loading={replayAll.isPending}
          >
            Reprocessar todas com falha
          </Button>
        }
      />
      {(replayAll.data || replayAll.isError) && (
        <Alert
          color={
            replayAll.isError
              ? 'red'
              : replayAll.data && replayAll.data.failed > 0
                ? 'orange'
                : 'teal'
          }
          variant="light"
          mb="md"
          withCloseButton
          closeButtonLabel="Fechar resumo"
          onClose={() => replayAll.reset()}
          role="status"
        >
          {replayAll.isError
            ? errorMessage(replayAll.error)
            : replayAll.data && describeReplayAll(replayAll.data)}
        </Alert>
      )}
      <Stack gap="md">
        <FilterPanel active={hasActiveUrlFilters(filters)}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" role="search">
            <Select
              label="Estado"
              placeholder="Todos"
              data={STATE_OPTIONS}
              value={filters.state}
              onChange={(state) => setFilters({ state: state as WebhookFilters['state'] })}
              clearable
            />
            <DayFilterInput
              label="De"
              value={filters.from}
              onChange={(from) => setFilters({ from })}
            />
            <DayFilterInput label="Até" value={filters.to} onChange={(to) => setFilters({ to })} />
            {hasActiveUrlFilters(filters) && <ClearFiltersButton onClick={clearFilters} />}
          </SimpleGrid>
        </FilterPanel>

        <PagedListBody
          query={webhooks}
          loadingLabel="Carregando notificações"
          empty={{
            title: 'Nenhuma notificação encontrada',
            description: hasActiveUrlFilters(filters)
              ? 'Tente outros filtros.'
              : 'As notificações da Efí aparecem aqui assim que chegam.',
          }}
          page={filters.page}
          onPage={(page) => setFilters({ page })}
          totalLabel={(total) => plural(total, 'notificação', 'notificações')}
        >
          {(rows) =>
            compact ? (
              <WebhookCards webhooks={rows} onOpen={openDetail} />
            ) : (
              <WebhookTable webhooks={rows} onOpen={openDetail} />
            )
          }
        </PagedListBody>
      </Stack>

      <WebhookDetailDrawer id={detailId} onClose={() => openDetail(null)} />
      <ConfirmDialog
        opened={confirmReplayAll}
        title="Reprocessar todas com falha"
        confirmLabel="Reprocessar"
        onClose={() => setConfirmReplayAll(false)}
        onConfirm={() => {
          setConfirmReplayAll(false);
          replayAll.mutate();
        }}
      >
        Buscar de novo na Efí o histórico de cada notificação com falha e aplicar o que faltar?
        Entradas já aplicadas não são aplicadas outra vez.
      </ConfirmDialog>
    </>
  );
}
