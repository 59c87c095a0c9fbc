import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatBillingDate } from '@rumo/shared/billing/money';
import { FIRST_BOLETO_DUE_DAYS } from '@rumo/shared/billing/payment-method';
import { IconBarcode, IconCalendarDue, IconKey } from '@tabler/icons-react';
import type { CardFormValues } from '../../card-form';
import type { CheckoutContext, CheckoutPanelProps } from '../method-module';

const addDays = (day: string, days: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

/** 'YYYY-MM-DD' the first boleto falls due: the trial's last day, else a few days from today. */
export function firstBoletoDueDay(context: CheckoutContext): string {
  return context.firstChargeAt ?? addDays(context.today, FIRST_BOLETO_DUE_DAYS);
}

/** When access starts, as the buyer must know before generating the boleto. */
function accessSentence(context: CheckoutContext): string {
  if (context.firstChargeAt) {
    return context.signedIn
      ? 'Sua empresa continua com acesso completo. O boleto vence no fim do período de teste.'
      : `O acesso começa agora, com ${context.trialDays} dias grátis. O boleto vence no fim do teste.`;
  }
  return context.signedIn
    ? 'O acesso completo volta assim que o pagamento for confirmado.'
    : 'O acesso ao Rumo começa assim que o pagamento for confirmado: em instantes pelo Pix, em até 3 dias úteis pelo boleto.';
}

function Line({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon variant="light" size={28} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

/** Boleto asks nothing more: it says when it falls due and when access starts. */
export function BoletoCheckoutPanel<Values extends CardFormValues>({
  context,
}: CheckoutPanelProps<Values>) {
  const due = formatBillingDate(firstBoletoDueDay(context));
  return (
    <Stack gap="sm">
      <List spacing="sm" center size="sm">
        <Line icon={<IconCalendarDue size={16} />}>
          <Text inherit>
            <strong>Vencimento em {due}.</strong> Geramos o boleto na hora, com um QR Code Pix para
            pagar pelo app do banco.
          </Text>
        </Line>
        <Line icon={<IconKey size={16} />}>
          <Text inherit>{accessSentence(context)}</Text>
        </Line>
        <Line icon={<IconBarcode size={16} />}>
          <Text inherit>
            Nas renovações, enviamos cada boleto por e-mail 10 dias antes do vencimento.
          </Text>
        </Line>
      </List>
    </Stack>
  );
}
