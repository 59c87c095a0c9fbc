import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  type CompanyEngagement,
  type MrrPoint,
  riskReasonLabels,
  type StatsSummary,
} from '@rumo/shared/backoffice/stats';
import { formatBrl } from '@rumo/shared/billing/money';
import type { Paginated } from '@rumo/shared/common/pagination';
import { plural } from '@rumo/shared/common/plural';
import { IconDownload } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { ScrollRegion } from '../../../components/scroll-region';
import { API_BASE_PATH, requireData } from '../../../lib/api-client';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { APP_TIME_ZONE, formatDate } from '../../../lib/dates';
import { showToast } from '../../../lib/toasts';
import { backofficeApi } from '../api/backoffice-api-client';
import { BACKOFFICE_BASE_PATH } from '../backoffice-base-path';
import { formatRate } from '../dashboard/dashboard-figures';
import { backofficeSession, useBackofficeSession } from '../session/backoffice-session-store';
import { monthLabel } from '../stats/mrr-chart-labels';
import { StatsByMethod } from '../stats/stats-by-method';

const MrrChart = lazy(() => import('../stats/mrr-chart'));

const PERIODS = [
  { value: '1', label: 'Este mês' },
  { value: '3', label: 'Últimos 3 meses' },
  { value: '6', label: 'Últimos 6 meses' },
  { value: '12', label: 'Últimos 12 meses' },
];

/** The first day of the period of `months` whole months ending today, and today. */
export function periodRange(months: number, now = dayjs().tz(APP_TIME_ZONE)) {
  return {
    from: now
      .startOf('month')
      .subtract(months - 1, 'month')
      .format('YYYY-MM-DD'),
    to: now.format('YYYY-MM-DD'),
  };
}

function Metric({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={24} fw={700} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function SummaryCards({ summary }: { summary: StatsSummary }) {
  const money = (cents: number | null) => (cents === null ? '—' : formatBrl(cents));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <Metric
        label="MRR"
        value={money(summary.mrrCents)}
        hint={`${summary.payingCompanies} empresas pagantes`}
      />
      <Metric
        label="ARR"
        value={money(summary.arrCents)}
        hint="Preços anuais + 12 × preços mensais"
      />
      <Metric label="ARPA" value={money(summary.arpaCents)} hint="Receita média por empresa" />
      <Metric
        label="Churn de clientes"
        value={formatRate(summary.logoChurnRate)}
        hint={`${summary.churnedCompanies} de ${summary.payingAtStart} empresas`}
      />
      <Metric
        label="Churn de receita"
        value={formatRate(summary.revenueChurnRate)}
        hint={`Mensal: ${formatRate(summary.monthlyRevenueChurnRate)}`}
      />
      <Metric
        label="Conversão de testes"
        value={formatRate(summary.trialConversion.rate)}
        hint={`${summary.trialConversion.converted} de ${summary.trialConversion.ended} testes encerrados`}
      />
      <Metric label="LTV" value={money(summary.ltvCents)} hint="ARPA ÷ churn de receita mensal" />
      <Metric
        label="Recuperação de falhas"
        value={formatRate(summary.failedPaymentRecovery.rate)}
        hint={`${summary.failedPaymentRecovery.recovered} de ${summary.failedPaymentRecovery.refused} recusas · ${formatBrl(summary.failedPaymentRecovery.recoveredCents)} · recusa ${formatRate(summary.failedPaymentRecovery.refusalRate)}`}
      />
    </SimpleGrid>
  );
}

function MovementsTable({ series }: { series: MrrPoint[] }) {
  return (
    <ScrollRegion label="Movimentos do MRR por mês" minWidth={640}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Mês</Table.Th>
            <Table.Th ta="right">MRR</Table.Th>
            <Table.Th ta="right">Novo</Table.Th>
            <Table.Th ta="right">Expansão</Table.Th>
            <Table.Th ta="right">Contração</Table.Th>
            <Table.Th ta="right">Cancelamentos</Table.Th>
            <Table.Th ta="right">Reativação</Table.Th>
            <Table.Th ta="right">Líquido</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.map((point) => (
            <Table.Tr key={point.month}>
              <Table.Td>{monthLabel(point.month)}</Table.Td>
              {[
                point.mrrCents,
                point.newCents,
                point.expansionCents,
                point.contractionCents,
                point.churnCents,
                point.reactivationCents,
                point.netCents,
              ].map((cents, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <Table.Td key={index} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatBrl(cents)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** GET /backoffice/stats/export.csv with the staff token, saved as a file. */
async function downloadCsv(months: number) {
  const response = await fetch(`${API_BASE_PATH}/backoffice/stats/export.csv?months=${months}`, {
    headers: {
      Accept: 'text/csv',
      Authorization: `Bearer ${backofficeSession.getState().accessToken}`,
    },
  });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `mrr-${dayjs().format('YYYY-MM-DD')}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function AtRiskList() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['backoffice', 'stats', 'engagement', page],
    queryFn: async ({ signal }) =>
      requireData(
        await backofficeApi.get<Paginated<CompanyEngagement>>(
          `/backoffice/stats/engagement?page=${page}&limit=20&atRisk=true&sort=risk`,
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
  // The company's subscription (with its OKR engagement) opens from here for who may see it.
  const canOpenSubscriptions = Boolean(useBackofficeSession().user?.permissions.subscription_plans);
  let body: React.ReactNode;
  if (list.isError) body = <QueryError error={list.error} onRetry={() => list.refetch()} />;
  else if (!list.data) body = <Skeleton height={120} aria-label="Carregando empresas em risco" />;
  else if (list.data.data.length === 0)
    body = (
      <EmptyState
        size="sm"
        title="Nenhuma empresa em risco"
        description="Todas as empresas já fizeram check-ins, e as pagantes os fazem em dia."
      />
    );
  else
    body = (
      <Stack gap="sm">
        {list.data.data.map((company) => (
          <Card key={company.companyId} withBorder radius="md" padding="md" component="article">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                {canOpenSubscriptions ? (
                  <Anchor
                    component={Link}
                    to={`${BACKOFFICE_BASE_PATH}/subscriptions?empresa=${encodeURIComponent(company.companyName)}`}
                    fw={600}
                  >
                    {company.companyName}
                  </Anchor>
                ) : (
                  <Text fw={600}>{company.companyName}</Text>
                )}
                <Text size="sm" c="dimmed">
                  {company.plan?.name ?? 'Sem plano'} · {company.engagement.activeUsers} usuários
                  ativos · último check-in{' '}
                  {company.engagement.lastCheckInAt
                    ? formatDate(company.engagement.lastCheckInAt)
                    : 'nunca'}
                </Text>
              </div>
              <Badge color="red" variant="light" tt="none">
                Check-ins em dia: {formatRate(company.engagement.onTimeRate)}
              </Badge>
            </Group>
            <Group gap={4} mt="xs">
              {company.engagement.riskReasons.map((reason) => (
                <Badge key={reason} size="sm" variant="outline" color="orange" tt="none">
                  {riskReasonLabels[reason]}
                </Badge>
              ))}
            </Group>
          </Card>
        ))}
        <ListPagination
          page={page}
          limit={list.data.limit}
          total={list.data.total}
          onChange={setPage}
          totalLabel={(total) => plural(total, 'empresa', 'empresas')}
        />
      </Stack>
    );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="at-risk">
      <Title order={2} fz="lg" id="at-risk">
        Empresas em risco
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Empresas que nunca fizeram check-in, em qualquer situação da assinatura, e pagantes com
        menos de 40 % dos resultados-chave com check-in em dia nas últimas 4 semanas ou sem check-in
        há 14 dias: quem não acompanha os OKRs tende a cancelar.
      </Text>
      {body}
    </Card>
  );
}

/** Estatísticas (permission stats): MRR and its movements, churn, conversion, engagement. */
export default function BackofficeStatsPage() {
  const [months, setMonths] = useState(12);
  const range = periodRange(months);
  const summary = useQuery({
    queryKey: ['backoffice', 'stats', 'summary', range],
    queryFn: async ({ signal }) =>
      requireData(
        await backofficeApi.get<{ data: StatsSummary }>(
          `/backoffice/stats/summary?from=${range.from}&to=${range.to}`,
          { signal },
        ),
      ).data,
    placeholderData: keepPreviousData,
  });
  const series = useQuery({
    queryKey: ['backoffice', 'stats', 'mrr', months],
    queryFn: async ({ signal }) =>
      requireData(
        await backofficeApi.get<{ data: MrrPoint[] }>(`/backoffice/stats/mrr?months=${months}`, {
          signal,
        }),
      ).data,
    placeholderData: keepPreviousData,
  });
  const exportCsv = useMutation({
    mutationFn: () => downloadCsv(months),
    onError: (error) =>
      showToast({ severity: 'error', summary: 'Exportação falhou', detail: errorMessage(error) }),
  });

  return (
    <>
      <PageHeader
        title="Estatísticas"
        description="MRR, churn, conversão de testes e engajamento das empresas."
        actions={
          <>
            <Select
              aria-label="Período"
              data={PERIODS}
              value={String(months)}
              onChange={(value) => value && setMonths(Number(value))}
              allowDeselect={false}
              w={190}
            />
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate()}
            >
              Exportar CSV
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Período: {formatDate(`${range.from}T12:00:00Z`)} a {formatDate(`${range.to}T12:00:00Z`)}
        </Text>
        {summary.isError ? (
          <QueryError error={summary.error} onRetry={() => summary.refetch()} />
        ) : !summary.data ? (
          <Skeleton height={240} radius="md" aria-label="Carregando indicadores" />
        ) : (
          <>
            <SummaryCards summary={summary.data} />
            <StatsByMethod rows={summary.data.byMethod} />
          </>
        )}
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mrr-title">
          <Title order={2} fz="lg" mb="md" id="mrr-title">
            MRR ao longo do tempo
          </Title>
          {series.isError ? (
            <QueryError error={series.error} onRetry={() => series.refetch()} />
          ) : !series.data ? (
            <Skeleton height={480} aria-label="Carregando o MRR" />
          ) : series.data.every((point) => point.mrrCents === 0 && point.netCents === 0) ? (
            <EmptyState
              size="sm"
              title="Ainda sem receita recorrente"
              description="O MRR aparece quando a primeira empresa pagar uma assinatura."
            />
          ) : (
            <Stack gap="lg">
              <Suspense fallback={<Skeleton height={480} aria-label="Carregando gráficos" />}>
                <MrrChart series={series.data} />
              </Suspense>
              <MovementsTable series={series.data} />
            </Stack>
          )}
        </Card>
        <AtRiskList />
      </Stack>
    </>
  );
}
