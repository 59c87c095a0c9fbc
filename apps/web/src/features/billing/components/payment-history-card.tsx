import { Card, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PaymentView } from '@rumo/shared/billing/contracts';
import { formatBrl } from '@rumo/shared/billing/money';
import { paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import { plural } from '@rumo/shared/common/plural';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/dates';
import { usePayments } from '../api/use-payments';

import { PaymentStatusBadge } from './billing-badges';
import { InvoiceLinks } from './invoice-links';

/** The day a charge counts for: when it was paid, else when it was created. */
const chargeDay = (payment: PaymentView) => formatDate(payment.paidAt ?? payment.createdAt);

function PaymentsTable({ payments, stale }: { payments: PaymentView[]; stale: boolean }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label="Histórico de pagamentos">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Descrição</Table.Th>
            <Table.Th>Forma</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Nota fiscal</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: stale ? 0.6 : 1 }}>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>
                <Text size="sm">{chargeDay(payment)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{payment.description}</Text>
                {payment.refusalReason && (
                  <Text size="xs" c="dimmed">
                    Motivo da recusa: {payment.refusalReason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{paymentMethodLabels[payment.method]}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatBrl(payment.amountCents)}
                </Text>
              </Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={payment.status} />
              </Table.Td>
              <Table.Td>
                <InvoiceLinks invoice={payment.invoice} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PaymentCards({ payments, stale }: { payments: PaymentView[]; stale: boolean }) {
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      aria-label="Histórico de pagamentos"
      style={{ listStyle: 'none', opacity: stale ? 0.6 : 1 }}
    >
      {payments.map((payment) => (
        <Paper key={payment.id} component="li" withBorder radius="md" p="md">
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {formatBrl(payment.amountCents)} · {chargeDay(payment)}
            </Text>
            <Text size="sm">
              {payment.description} · {paymentMethodLabels[payment.method]}
            </Text>
            <div>
              <PaymentStatusBadge status={payment.status} />
            </div>
            {payment.refusalReason && (
              <Text size="xs" c="dimmed">
                Motivo da recusa: {payment.refusalReason}
              </Text>
            )}
            {payment.invoice && (
              <div>
                <Text size="xs" c="dimmed">
                  Nota fiscal
                </Text>
                <InvoiceLinks invoice={payment.invoice} />
              </div>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Every charge of the subscription, newest first: a table, or cards on phones. */
export function PaymentHistoryCard() {
  const [page, setPage] = useState(1);
  const payments = usePayments(page);
  const isSmall = useMediaQuery('(max-width: 48em)');
  const List = isSmall ? PaymentCards : PaymentsTable;

  let body: React.ReactNode;
  if (payments.isError) {
    body = <QueryError error={payments.error} onRetry={() => payments.refetch()} />;
  } else if (!payments.data) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label="Carregando pagamentos">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={44} radius="sm" />
        ))}
      </Stack>
    );
  } else if (payments.data.data.length === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={<IconReceipt aria-hidden />}
        title="Nenhum pagamento ainda"
        description="As cobranças da assinatura aparecem aqui assim que forem feitas."
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <List payments={payments.data.data} stale={payments.isPlaceholderData} />
        <ListPagination
          page={page}
          limit={payments.data.limit}
          total={payments.data.total}
          onChange={setPage}
          totalLabel={(total) => plural(total, 'pagamento', 'pagamentos')}
        />
      </Stack>
    );
  }

  return (
    <Card withBorder padding="xl" radius="md">
      <Title order={2} fz="lg" mb="md">
        Histórico de pagamentos
      </Title>
      {body}
    </Card>
  );
}
