import {
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { StaffSubscription } from '@rumo/shared/backoffice/billing/subscriptions';
import { SUBSCRIPTION_STATUSES, subscriptionStatusLabels } from '@rumo/shared/billing/contracts';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { PAYMENT_METHODS, paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import { plural } from '@rumo/shared/common/plural';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ClearFiltersButton, FilterSearchInput } from '../../../components/list-filter-controls';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { hasActiveUrlFilters, useUrlFilters } from '../../../lib/url-filters';
import { BACKOFFICE_PAGES } from '../backoffice-routes';
import { DayFilterInput } from '../lists/filter-fields';
import { plansQuery } from '../plans/plans-api';
import { SubscriptionStatusBadge } from '../subscriptions/status-badges';
import { SubscriptionDetailDrawer } from '../subscriptions/subscription-detail-drawer';
import {
  readSubscriptionFilters,
  SUBSCRIPTION_DETAIL_PARAM,
  SUBSCRIPTION_FILTER_PARAMS,
  SUBSCRIPTIONS_PAGE_SIZE,
} from '../subscriptions/subscription-filters';
import { subscriptionsQuery } from '../subscriptions/subscriptions-api';

const day = (value: string | null) => (value ? formatBillingDate(value) : '—');

function planLabel(subscription: StaffSubscription) {
  const { plan } = subscription;
  if (!plan) return '—';
  return `${plan.name} · ${formatBrl(plan.priceCents)} ${billingIntervalLabels[plan.interval].toLowerCase()}`;
}

/** How it pays, and the switch waiting for the next charge. */
function methodLabel(subscription: StaffSubscription) {
  const now = paymentMethodLabels[subscription.method];
  return subscription.nextMethod && subscription.nextMethod !== subscription.method
    ? `${now} → ${paymentMethodLabels[subscription.nextMethod]}`
    : now;
}

function usageLabel(subscription: StaffSubscription) {
  const limit = subscription.plan?.userLimit;
  return limit ? `${subscription.activeUsers}/${limit}` : String(subscription.activeUsers);
}

function SubscriptionsTable({
  items,
  onOpen,
}: {
  items: StaffSubscription[];
  onOpen: (id: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Empresa</Table.Th>
            <Table.Th>Plano</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Forma de pagamento</Table.Th>
            <Table.Th>Usuários</Table.Th>
            <Table.Th>Próxima cobrança</Table.Th>
            <Table.Th>Criada em</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid={`subscription-row-${item.id}`}>
              <Table.Td>
                <UnstyledButton
                  fw={600}
                  c="var(--mantine-primary-color-filled)"
                  td="underline"
                  onClick={() => onOpen(item.id)}
                  aria-label={`Ver assinatura de ${item.company.name}`}
                >
                  {item.company.name}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>{planLabel(item)}</Table.Td>
              <Table.Td>
                <SubscriptionStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>{methodLabel(item)}</Table.Td>
              <Table.Td>{usageLabel(item)}</Table.Td>
              <Table.Td>
                {item.nextChargeAt
                  ? `${day(item.nextChargeAt)}${item.nextChargeCents !== null ? ` · ${formatBrl(item.nextChargeCents)}` : ''}`
                  : '—'}
              </Table.Td>
              <Table.Td>{day(item.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SubscriptionCards({
  items,
  onOpen,
}: {
  items: StaffSubscription[];
  onOpen: (id: string) => void;
}) {
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Card
          key={item.id}
          withBorder
          radius="md"
          padding="md"
          data-testid={`subscription-row-${item.id}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <UnstyledButton
              fw={600}
              c="var(--mantine-primary-color-filled)"
              td="underline"
              onClick={() => onOpen(item.id)}
              aria-label={`Ver assinatura de ${item.company.name}`}
            >
              {item.company.name}
            </UnstyledButton>
            <SubscriptionStatusBadge status={item.status} />
          </Group>
          <Text size="sm" mt={4}>
            {planLabel(item)} · {methodLabel(item)}
          </Text>
          <Text size="sm" c="dimmed">
            {usageLabel(item)} usuários · criada em {day(item.createdAt)}
            {item.nextChargeAt ? ` · próxima cobrança ${day(item.nextChargeAt)}` : ''}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/** Assinaturas (spec §2, permission subscription_plans): filters in the URL, detail drawer. */
export default function SubscriptionsPage() {
  const { filters, setFilters, clearFilters } = useUrlFilters(
    readSubscriptionFilters,
    SUBSCRIPTION_FILTER_PARAMS,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(SUBSCRIPTION_DETAIL_PARAM);
  const list = useQuery(subscriptionsQuery(filters));
  const plans = useQuery(plansQuery('all'));
  const narrow = useMediaQuery('(max-width: 48em)');

  const setOpen = useCallback(
    (id: string | null) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set(SUBSCRIPTION_DETAIL_PARAM, id);
        else next.delete(SUBSCRIPTION_DETAIL_PARAM);
        return next;
      }),
    [setSearchParams],
  );

  const planOptions = (plans.data?.data ?? []).map((plan) => ({
    value: plan.id,
    label: `${plan.name} (${billingIntervalLabels[plan.interval].toLowerCase()})${plan.active ? '' : ' · inativo'}`,
  }));
  const items = list.data?.data ?? [];
  const filtered = hasActiveUrlFilters(filters);

  return (
    <>
      <PageHeader
        title={BACKOFFICE_PAGES.subscriptions.title}
        description="Empresas assinantes, status, cobranças e ações de suporte."
      />
      <Stack gap="md">
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 4 }}
          spacing="sm"
          role="search"
          aria-label="Filtros de assinaturas"
        >
          <FilterSearchInput
            label="Empresa"
            placeholder="Nome da empresa"
            value={filters.company}
            onSearch={(company) => setFilters({ company })}
          />
          <Select
            label="Status"
            placeholder="Todos"
            clearable
            data={SUBSCRIPTION_STATUSES.map((value) => ({
              value,
              label: subscriptionStatusLabels[value],
            }))}
            value={filters.status}
            onChange={(status) => setFilters({ status: status as typeof filters.status })}
          />
          <Select
            label="Plano"
            placeholder="Todos"
            clearable
            searchable
            nothingFoundMessage="Nenhum plano encontrado"
            data={planOptions}
            value={filters.planId}
            onChange={(planId) => setFilters({ planId })}
          />
          <Select
            label="Forma de pagamento"
            placeholder="Todas"
            clearable
            data={PAYMENT_METHODS.map((value) => ({ value, label: paymentMethodLabels[value] }))}
            value={filters.method}
            onChange={(method) => setFilters({ method: method as typeof filters.method })}
          />
          <DayFilterInput
            label="Criada de"
            value={filters.from}
            onChange={(from) => setFilters({ from })}
          />
          <DayFilterInput
            label="Criada até"
            value={filters.to}
            onChange={(to) => setFilters({ to })}
          />
          {filtered && <ClearFiltersButton onClick={clearFilters} />}
        </SimpleGrid>

        {list.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Carregando assinaturas">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} height={48} radius="sm" />
            ))}
          </Stack>
        ) : list.isError ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            title={filtered ? 'Nenhuma assinatura com esses filtros' : 'Nenhuma assinatura ainda'}
            description={
              filtered
                ? 'Mude ou limpe os filtros para ver outras assinaturas.'
                : 'As empresas que assinarem em /planos aparecem aqui.'
            }
          />
        ) : (
          <Stack gap="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {narrow ? (
              <SubscriptionCards items={items} onOpen={setOpen} />
            ) : (
              <SubscriptionsTable items={items} onOpen={setOpen} />
            )}
            <ListPagination
              page={filters.page}
              limit={SUBSCRIPTIONS_PAGE_SIZE}
              total={list.data.total}
              onChange={(page) => setFilters({ page })}
              totalLabel={(total) => plural(total, 'assinatura', 'assinaturas')}
            />
          </Stack>
        )}
      </Stack>
      <SubscriptionDetailDrawer id={openId} onClose={() => setOpen(null)} />
    </>
  );
}
