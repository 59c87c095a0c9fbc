import { Card, Table, Text, Title } from '@mantine/core';
import type { StatsSummary } from '@rumo/shared/backoffice/stats';
import { formatBrl } from '@rumo/shared/billing/money';
import { paymentMethodLabels } from '@rumo/shared/billing/payment-method';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatRate } from '../dashboard/dashboard-figures';

/**
 * The period's figures by payment method: MRR and paying companies by how each subscription
 * pays now; charges, refusals (a boleto unpaid by its due date) and recovery by how each charge
 * was made.
 */
export function StatsByMethod({ rows }: { rows: StatsSummary['byMethod'] }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="stats-by-method">
      <Title order={2} fz="lg" id="stats-by-method">
        Por forma de pagamento
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Recusa de boleto é o boleto não pago até o vencimento.
      </Text>
      <ScrollRegion label="Indicadores por forma de pagamento" minWidth={640}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Forma</Table.Th>
              <Table.Th ta="right">MRR</Table.Th>
              <Table.Th ta="right">Pagantes</Table.Th>
              <Table.Th ta="right">Cobranças</Table.Th>
              <Table.Th ta="right">Recusas</Table.Th>
              <Table.Th ta="right">Recuperação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ method, mrrCents, payingCompanies, failedPaymentRecovery: charges }) => (
              <Table.Tr key={method}>
                <Table.Th scope="row" fw={500}>
                  {paymentMethodLabels[method]}
                </Table.Th>
                <Table.Td ta="right">{formatBrl(mrrCents)}</Table.Td>
                <Table.Td ta="right">{payingCompanies}</Table.Td>
                <Table.Td ta="right">{charges.charged}</Table.Td>
                <Table.Td ta="right">
                  {charges.refused} ({formatRate(charges.refusalRate)})
                </Table.Td>
                <Table.Td ta="right">
                  {charges.recovered} ({formatRate(charges.rate)})
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Card>
  );
}
