import { Badge, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PaymentView } from '@rumo/shared/billing/contracts';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { BoletoPaymentDetails } from './boleto-payment-details';

/** Today in Brasília, 'YYYY-MM-DD'. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

export const OPEN_BOLETOS_ID = 'boletos-em-aberto';

/** Billing tab: each boleto still to pay, with its linha digitável, PDF and Pix. */
export function OpenBoletosPanel({ payments }: { payments: PaymentView[] }) {
  const boletos = payments.filter((payment) => payment.boleto);
  if (boletos.length === 0) return null;
  return (
    <Card
      component="section"
      withBorder
      padding="xl"
      radius="md"
      id={OPEN_BOLETOS_ID}
      tabIndex={-1}
      aria-labelledby="open-boletos-title"
    >
      <Title order={2} fz="lg" mb={4} id="open-boletos-title">
        {boletos.length === 1 ? 'Boleto em aberto' : 'Boletos em aberto'}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Pague pelo código de barras ou pelo Pix. O Pix é confirmado em instantes; o boleto, em até 3
        dias úteis.
      </Text>
      <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {boletos.map((payment) => {
          const boleto = payment.boleto as NonNullable<PaymentView['boleto']>;
          const overdue = boleto.dueDate < today();
          return (
            <Paper
              key={payment.id}
              component="li"
              withBorder
              radius="md"
              p="md"
              aria-label={`Boleto de ${formatBrl(payment.amountCents)}, vencimento ${formatBillingDate(boleto.dueDate)}`}
            >
              <Stack gap="md">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <div>
                    <Text fw={700} fz="lg">
                      {formatBrl(payment.amountCents)}
                    </Text>
                    <Text size="sm">{payment.description}</Text>
                  </div>
                  <Badge variant="light" color={overdue ? 'red' : 'blue'}>
                    {overdue ? 'Vencido em' : 'Vence em'} {formatBillingDate(boleto.dueDate)}
                  </Badge>
                </Group>
                <BoletoPaymentDetails boleto={boleto} qr="onDemand" />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Card>
  );
}
