import { Card, Table, Title } from '@mantine/core';
import type { BackofficeDashboard } from '@rumo/shared/backoffice/billing/dashboard';
import { formatBrl } from '@rumo/shared/billing/money';
import { paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import { ScrollRegion } from '../../../components/scroll-region';

const count = new Intl.NumberFormat('pt-BR');

/** MRR, paying companies and overdue charges by payment method (each sums to its card). */
export function FiguresByMethod({ rows }: { rows: BackofficeDashboard['byMethod'] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="by-method">
      <Title order={3} fz="md" id="by-method" mb="sm">
        Por forma de pagamento
      </Title>
      <ScrollRegion label="Indicadores por forma de pagamento" minWidth={340}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Forma</Table.Th>
              <Table.Th ta="right">MRR</Table.Th>
              <Table.Th ta="right">Pagantes</Table.Th>
              <Table.Th ta="right">Em atraso</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.method}>
                <Table.Th scope="row" fw={500}>
                  {paymentMethodLabels[row.method]}
                </Table.Th>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatBrl(row.mrrCents)}
                </Table.Td>
                <Table.Td ta="right">{count.format(row.payingCompanies)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatBrl(row.overdueCents)} ({count.format(row.overdueCount)})
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Card>
  );
}
