import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { CheckoutResult } from '@rumo/shared/billing/contracts';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import classes from './boleto.module.css';
import { BoletoPaymentDetails } from './boleto-payment-details';

/** /obrigado after a boleto checkout: what to pay, by when, how, and what happens next. */
export function BoletoThankYouPanel({ result }: { result: CheckoutResult }) {
  const boleto = result.boleto;
  if (!boleto) return null;
  const due = formatBillingDate(boleto.dueDate);
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      className={classes.panel}
      aria-labelledby="boleto-titulo"
    >
      <Stack gap="lg">
        <div>
          <Title order={2} fz={18} id="boleto-titulo">
            Pague o boleto até {due}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Valor: <strong>{formatBrl(result.amountCents)}</strong> · Vencimento:{' '}
            <strong>{due}</strong>
          </Text>
        </div>
        <BoletoPaymentDetails boleto={boleto} qr="shown" />
        <div>
          <Title order={3} fz={16} mb="xs">
            Próximos passos
          </Title>
          <List type="ordered" size="sm" spacing="xs">
            <List.Item>
              Pague pelo app do seu banco com o Pix (QR Code ou copia e cola) ou com a linha
              digitável, até {due}.
            </List.Item>
            <List.Item>
              {result.trial
                ? 'Seu acesso já está liberado; o pagamento mantém a assinatura depois do período de teste.'
                : 'O Pix é confirmado em instantes; o boleto, em até 3 dias úteis. Confirmado o pagamento, o acesso é liberado.'}
            </List.Item>
            <List.Item>
              Também enviamos o boleto para <strong>{result.email}</strong>. Nas renovações, cada
              boleto chega por e-mail 10 dias antes do vencimento.
            </List.Item>
          </List>
        </div>
      </Stack>
    </Card>
  );
}
