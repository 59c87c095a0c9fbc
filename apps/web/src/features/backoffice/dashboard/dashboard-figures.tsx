import {
  Anchor,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { StaffUser } from '@rumo/shared/backoffice/auth';
import { backofficeDashboardSchema } from '@rumo/shared/backoffice/billing/dashboard';
import type { StaffPayment } from '@rumo/shared/backoffice/billing/payments';
import { paymentStatusLabels } from '@rumo/shared/billing/contracts';
import { formatBrl } from '@rumo/shared/billing/money';
import { pluralForm } from '@rumo/shared/common/plural';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error';
import { requireData } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { backofficeApi } from '../api/backoffice-api-client';
import { hasPermission } from '../backoffice-guard';
import { type BackofficePageName, backofficePath } from '../backoffice-routes';
import { useRegisteredBackofficePages } from '../registered-pages';
import { FiguresByMethod } from './figures-by-method';

/** GET /backoffice/dashboard (permission stats). */
export function useBackofficeDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['backoffice', 'dashboard'],
    queryFn: async ({ signal }) =>
      // Parsed, so an unexpected answer shows the error state instead of breaking the page.
      backofficeDashboardSchema.parse(
        requireData(await backofficeApi.get<unknown>('/backoffice/dashboard', { signal })),
      ),
    enabled,
  });
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('pt-BR');

export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

interface FigureProps {
  label: string;
  value: string;
  hint?: ReactNode;
  link?: { to: string; label: string } | null;
  tone?: 'alert';
}

function Figure({ label, value, hint, link, tone }: FigureProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        fz={26}
        fw={700}
        mt={4}
        c={tone === 'alert' ? 'var(--mantine-color-red-text)' : undefined}
        data-testid="figure-value"
      >
        {value}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
      {link && (
        <Anchor component={Link} to={link.to} size="sm" mt="xs" display="inline-block">
          {link.label}
        </Anchor>
      )}
    </Card>
  );
}

function RecentPayments({
  payments,
  link,
}: {
  payments: StaffPayment[];
  link: FigureProps['link'];
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="recent-payments">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md" id="recent-payments">
          Pagamentos recentes
        </Title>
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhum pagamento ainda. Eles aparecem aqui quando uma empresa assina um plano.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Empresa</Table.Th>
                <Table.Th>Valor</Table.Th>
                <Table.Th visibleFrom="sm">Status</Table.Th>
                <Table.Th visibleFrom="sm">Data</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {payment.company.name}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatBrl(payment.amountCents)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Badge
                      size="sm"
                      variant="light"
                      tt="none"
                      color={
                        payment.status === 'paid' || payment.status === 'settled'
                          ? 'teal'
                          : payment.status === 'unpaid'
                            ? 'red'
                            : 'gray'
                      }
                    >
                      {paymentStatusLabels[payment.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {formatDate(payment.paidAt ?? payment.statusAt)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

/**
 * The business figures of the backoffice dashboard, for staff with the `stats` flag; links go
 * to the pages the person may open (and that exist).
 */
export function DashboardFigures({ user }: { user: Pick<StaffUser, 'permissions'> }) {
  const allowed = hasPermission(user.permissions, 'stats');
  const registered = useRegisteredBackofficePages();
  const dashboard = useBackofficeDashboard(allowed);
  if (!allowed) return null;

  const linkTo = (page: BackofficePageName, label: string) =>
    registered.has(page) &&
    hasPermission(
      user.permissions,
      page === 'webhooks' ? 'system' : page === 'payments' ? 'payments' : 'stats',
    )
      ? { to: backofficePath(page), label }
      : null;

  let body: ReactNode;
  if (dashboard.isError) {
    body = <QueryError error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  } else if (!dashboard.data) {
    body = (
      <SimpleGrid
        cols={{ base: 1, xs: 2, lg: 4 }}
        spacing="md"
        aria-busy="true"
        aria-label="Carregando indicadores"
      >
        {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((slot) => (
          <Skeleton key={slot} height={112} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else {
    const d = dashboard.data;
    const showWebhooks = hasPermission(user.permissions, 'system');
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
          <Figure
            label="MRR"
            value={formatBrl(d.mrrCents)}
            hint={`Receita recorrente mensal · ARR ${formatBrl(d.arrCents)}`}
          />
          <Figure
            label="Empresas pagantes"
            value={count.format(d.payingCompanies)}
            hint="Assinaturas ativas ou com pagamento pendente"
          />
          <Figure
            label="Em período de teste"
            value={count.format(d.trials)}
            hint={`Conversão de testes no mês: ${formatRate(d.trialConversion)}`}
          />
          <Figure
            label="Novas no mês"
            value={count.format(d.newThisMonth)}
            hint={`${count.format(d.churnedThisMonth)} ${pluralForm(d.churnedThisMonth, 'cancelada', 'canceladas')} no mês`}
          />
          <Figure
            label="Churn do mês"
            value={formatRate(d.churnRate)}
            hint="Canceladas sobre as pagantes no início do mês"
          />
          <Figure
            label="Em atraso"
            value={formatBrl(d.overdueCents)}
            tone={d.overdueCents > 0 ? 'alert' : undefined}
            hint={
              d.overdueCount === 0
                ? 'Nenhuma cobrança em atraso'
                : `${count.format(d.overdueCount)} ${pluralForm(d.overdueCount, 'cobrança', 'cobranças')}`
            }
            link={linkTo('payments', 'Ver pagamentos')}
          />
          <Figure
            label="Leads novos"
            value={count.format(d.newLeads)}
            hint="Aguardando o primeiro contato"
            link={linkTo('leads', 'Ver leads')}
          />
          {showWebhooks && (
            <Figure
              label="Webhooks com falha"
              value={count.format(d.failingWebhooks)}
              tone={d.failingWebhooks > 0 ? 'alert' : undefined}
              hint={
                d.failingWebhooks === 0 ? 'Tudo processado' : 'Notificações da Efí a reprocessar'
              }
              link={linkTo('webhooks', 'Ver webhooks')}
            />
          )}
        </SimpleGrid>
        <FiguresByMethod rows={d.byMethod} />
        <RecentPayments payments={d.recentPayments} link={linkTo('payments', 'Ver todos')} />
      </Stack>
    );
  }

  return (
    <section aria-labelledby="backoffice-figures">
      <Title order={2} fz="lg" mb="sm" id="backoffice-figures">
        Indicadores
      </Title>
      {body}
    </section>
  );
}
