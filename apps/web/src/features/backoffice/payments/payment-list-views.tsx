import {
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { StaffPayment } from '@rumo/shared/backoffice/billing/payments';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import { PaymentStatusBadge } from './payment-status-badge';

/** The payments as cards (phones). */
export function PaymentCards({
  payments,
  onOpen,
}: {
  payments: StaffPayment[];
  onOpen: (id: string) => void;
}) {
  return (
    <Stack gap="sm">
      {payments.map((payment) => (
        <Card key={payment.id} withBorder radius="md" padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <UnstyledButton onClick={() => onOpen(payment.id)} fw={600}>
                {payment.company.name}
              </UnstyledButton>
              <Text size="sm" c="dimmed">
                {payment.plan?.name ?? 'Sem plano'} · {paymentMethodLabels[payment.method]} ·{' '}
                {formatBillingDate(payment.createdAt)}
              </Text>
            </div>
            <Text fw={700}>{formatBrl(payment.amountCents)}</Text>
          </Group>
          <Group justify="space-between" mt="sm">
            <PaymentStatusBadge status={payment.status} />
            <Button size="compact-sm" variant="subtle" onClick={() => onOpen(payment.id)}>
              Detalhes
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The payments as a table, with the method column. */
export function PaymentTable({
  payments,
  onOpen,
}: {
  payments: StaffPayment[];
  onOpen: (id: string) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Empresa</Table.Th>
            <Table.Th>Plano</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th>Forma de pagamento</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Criado em</Table.Th>
            <Table.Th>Pago em</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td fw={600}>{payment.company.name}</Table.Td>
              <Table.Td>{payment.plan?.name ?? '—'}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatBrl(payment.amountCents)}
              </Table.Td>
              <Table.Td>{paymentMethodLabels[payment.method]}</Table.Td>
              <Table.Td>
                <PaymentStatusBadge status={payment.status} />
              </Table.Td>
              <Table.Td>{formatBillingDate(payment.createdAt)}</Table.Td>
              <Table.Td>{payment.paidAt ? formatBillingDate(payment.paidAt) : '—'}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => onOpen(payment.id)}
                  aria-label={`Detalhes do pagamento de ${payment.company.name}`}
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
