import {
  Alert,
  Button,
  Card,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { staffMay } from '@rumo/shared/backoffice/auth';
import { PAYMENT_STATUSES, paymentStatusLabels } from '@rumo/shared/billing/contracts';
import { formatBrl } from '@rumo/shared/billing/money';
import { PAYMENT_METHODS, paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import { plural } from '@rumo/shared/common/plural';
import { IconRefreshDot } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClearFiltersButton, FilterSearchInput } from '../../../components/list-filter-controls';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { hasActiveUrlFilters, useUrlFilters } from '../../../lib/url-filters';
import { ConfirmDialog } from '../lists/confirm-dialog';
import { DayFilterInput, FilterPanel } from '../lists/filter-fields';
import { formatPercent, useCompactList } from '../lists/list-helpers';
import { PagedListBody } from '../lists/paged-list-body';
import { PaymentDetailDrawer } from '../payments/payment-detail-drawer';
import {
  PAYMENT_FILTER_PARAMS,
  type PaymentFilters,
  type PaymentView,
  readPaymentFilters,
} from '../payments/payment-filters';
import { PaymentCards, PaymentTable } from '../payments/payment-list-views';
import {
  usePaymentStats,
  usePayments,
  usePlanOptions,
  useSyncAllPayments,
} from '../payments/payments-api';
import { useBackofficeSession } from '../session/backoffice-session-store';

const DETAIL_PARAM = 'pagamento';
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: paymentMethodLabels[method],
}));
const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: paymentStatusLabels[status],
}));

function StatsCards() {
  const stats = usePaymentStats();
  if (stats.isError) return <QueryError error={stats.error} onRetry={() => void stats.refetch()} />;
  const data = stats.data;
  const cards = data
    ? [
        {
          label: 'Recebido no mês',
          value: formatBrl(data.paidThisMonthCents),
          hint: `${plural(data.paidThisMonthCount, 'pagamento', 'pagamentos')} · mês anterior ${formatBrl(data.paidLastMonthCents)}`,
        },
        {
          label: 'Pendentes',
          value: formatBrl(data.pendingCents),
          hint: `${plural(data.pendingCount, 'cobrança aguardando', 'cobranças aguardando')} a Efí`,
        },
        {
          label: 'Em atraso',
          value: formatBrl(data.overdueCents),
          hint: plural(
            data.overdueCount,
            'cobrança recusada ou boleto vencido',
            'cobranças recusadas ou boletos vencidos',
          ),
          alert: data.overdueCount > 0,
        },
        {
          label: 'Recusas no mês',
          value: formatPercent(data.chargeOutcomes.refusalRate),
          hint: `${data.chargeOutcomes.refused} de ${plural(data.chargeOutcomes.charged, 'cobrança', 'cobranças')} · recuperação ${formatPercent(data.chargeOutcomes.rate)}`,
        },
      ]
    : [];
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb="lg">
      {data
        ? cards.map((card) => (
            <Card key={card.label} withBorder radius="md" padding="md">
              <Text size="sm" c="dimmed">
                {card.label}
              </Text>
              <Text fw={700} fz="xl" c={card.alert ? 'red' : undefined}>
                {card.value}
              </Text>
              <Text size="xs" c="dimmed">
                {card.hint}
              </Text>
            </Card>
          ))
        : [1, 2, 3, 4].map((key) => <Skeleton key={key} h={92} radius="md" />)}
    </SimpleGrid>
  );
}

/** Pagamentos (permission payments): filtered list, quick views, stats, detail and sync. */
export default function BackofficePaymentsPage() {
  const { user } = useBackofficeSession();
  const { filters, setFilters, clearFilters } = useUrlFilters<PaymentFilters>(
    readPaymentFilters,
    PAYMENT_FILTER_PARAMS,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const detailId = searchParams.get(DETAIL_PARAM);
  const payments = usePayments(filters);
  const plans = usePlanOptions(Boolean(user?.permissions.subscription_plans));
  const syncAll = useSyncAllPayments();
  const [confirmSyncAll, setConfirmSyncAll] = useState(false);
  const compact = useCompactList();
  const maySyncAll = user ? staffMay(user.role, 'syncAllPayments') : false;

  const openDetail = (id: string | null) =>
    setSearchParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set(DETAIL_PARAM, id);
      else next.delete(DETAIL_PARAM);
      return next;
    });

  const { view: _view, ...rest } = filters;
  const filtered = filters.view === null && hasActiveUrlFilters(rest);
  const _list = payments.data;

  return (
    <>
      <PageHeader
        title="Pagamentos"
        description="Cobranças das assinaturas, com o que a Efí Pay diz de cada uma."
        actions={
          maySyncAll && (
            <Button
              leftSection={<IconRefreshDot size={16} />}
              onClick={() => setConfirmSyncAll(true)}
              loading={syncAll.isPending}
            >
              Sincronizar todos os pendentes
            </Button>
          )
        }
      />
      <StatsCards />

      {syncAll.data && (
        <Alert
          color={syncAll.data.failed > 0 ? 'orange' : 'teal'}
          variant="light"
          mb="md"
          withCloseButton
          closeButtonLabel="Fechar resumo"
          onClose={() => syncAll.reset()}
          role="status"
          title={syncAll.data.message}
        >
          {plural(syncAll.data.checked, 'verificado', 'verificados')}:{' '}
          {plural(syncAll.data.updated, 'atualizado', 'atualizados')}, {syncAll.data.unchanged} sem
          mudança, {syncAll.data.failed} com falha.
          {syncAll.data.remaining > 0 &&
            ` ${syncAll.data.remaining} ficam para a próxima execução (limite diário da Efí).`}
        </Alert>
      )}

      <Stack gap="md">
        <SegmentedControl
          aria-label="Visão"
          value={filters.view ?? 'all'}
          onChange={(value) =>
            setFilters({ view: value === 'all' ? null : (value as PaymentView) })
          }
          data={[
            { value: 'all', label: 'Todos' },
            { value: 'pending', label: 'Pendentes' },
            { value: 'overdue', label: 'Em atraso' },
          ]}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />

        {filters.view === null ? (
          <FilterPanel active={filtered}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" role="search">
              <FilterSearchInput
                label="Empresa"
                placeholder="Nome da empresa"
                value={filters.company}
                onSearch={(company) => setFilters({ company })}
              />
              <Select
                label="Status"
                placeholder="Todos"
                data={STATUS_OPTIONS}
                value={filters.status}
                onChange={(status) => setFilters({ status: status as PaymentFilters['status'] })}
                clearable
              />
              <Select
                label="Forma de pagamento"
                placeholder="Todas"
                data={METHOD_OPTIONS}
                value={filters.method}
                onChange={(method) => setFilters({ method: method as PaymentFilters['method'] })}
                clearable
              />
              {user?.permissions.subscription_plans && (
                <Select
                  label="Plano"
                  placeholder="Todos"
                  data={plans.data ?? []}
                  value={filters.planId}
                  onChange={(planId) => setFilters({ planId })}
                  clearable
                  searchable
                  nothingFoundMessage="Nenhum plano encontrado"
                />
              )}
              <DayFilterInput
                label="De"
                value={filters.from}
                onChange={(from) => setFilters({ from })}
              />
              <DayFilterInput
                label="Até"
                value={filters.to}
                onChange={(to) => setFilters({ to })}
              />
              <NumberInput
                label="Valor mínimo (R$)"
                min={0}
                decimalScale={2}
                decimalSeparator=","
                thousandSeparator="."
                value={filters.min ?? ''}
                onBlur={(event) => setFilters({ min: parseReais(event.currentTarget.value) })}
              />
              <NumberInput
                label="Valor máximo (R$)"
                min={0}
                decimalScale={2}
                decimalSeparator=","
                thousandSeparator="."
                value={filters.max ?? ''}
                onBlur={(event) => setFilters({ max: parseReais(event.currentTarget.value) })}
              />
              {filtered && <ClearFiltersButton onClick={clearFilters} />}
            </SimpleGrid>
          </FilterPanel>
        ) : (
          <Text size="sm" c="dimmed">
            {filters.view === 'pending'
              ? 'Cobranças que ainda aguardam a Efí (criadas, aguardando ou aprovadas).'
              : 'Cobranças recusadas que o cliente ainda não pagou.'}
          </Text>
        )}

        <PagedListBody
          query={payments}
          loadingLabel="Carregando pagamentos"
          empty={{
            title:
              filters.view === 'overdue'
                ? 'Nenhum pagamento em atraso'
                : filters.view === 'pending'
                  ? 'Nenhum pagamento pendente'
                  : 'Nenhum pagamento encontrado',
            description: filtered
              ? 'Tente outros filtros.'
              : 'Os pagamentos aparecem aqui quando uma empresa assina.',
          }}
          page={filters.page}
          onPage={(page) => setFilters({ page })}
          totalLabel={(total) => plural(total, 'pagamento', 'pagamentos')}
        >
          {(rows) =>
            compact ? (
              <PaymentCards payments={rows} onOpen={openDetail} />
            ) : (
              <PaymentTable payments={rows} onOpen={openDetail} />
            )
          }
        </PagedListBody>
      </Stack>

      <PaymentDetailDrawer id={detailId} onClose={() => openDetail(null)} />
      <ConfirmDialog
        opened={confirmSyncAll}
        title="Sincronizar todos os pendentes"
        confirmLabel="Sincronizar"
        onClose={() => setConfirmSyncAll(false)}
        onConfirm={() => {
          setConfirmSyncAll(false);
          syncAll.mutate();
        }}
      >
        Consultar na Efí cada pagamento pendente e atualizar os que mudaram? Pode levar alguns
        instantes e conta para o limite diário de chamadas da Efí.
      </ConfirmDialog>
    </>
  );
}

/** "1.234,50" as typed in the amount filter → "1234.5", or null when empty. */
function parseReais(text: string): string | null {
  const normalized = text.replace(/\./g, '').replace(',', '.').trim();
  if (!normalized) return null;
  const amount = Number(normalized);
  return Number.isFinite(amount) && amount >= 0 ? String(amount) : null;
}
