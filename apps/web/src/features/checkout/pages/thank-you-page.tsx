import {
  Alert,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { CheckoutResult } from '@rumo/shared/billing/contracts';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paymentMethodModules } from '../../../components/payment/methods/payment-methods';
import { QueryError } from '../../../components/query-error';
import { StatusView } from '../../../components/status-view';
import { ApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useCheckoutResult } from '../api/get-checkout';
import classes from '../components/checkout.module.css';
import { intervalSuffix } from '../plan-pricing';
import type { ThankYouState } from './checkout-page';

function resultFromState(state: unknown, id: string | null): CheckoutResult | null {
  const result = (state as Partial<ThankYouState> | null)?.result;
  return result && (!id || result.id === id) ? result : null;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </div>
  );
}

function PurchaseDetails({ result }: { result: CheckoutResult }) {
  const rail = paymentMethodModules[result.paymentMethod];
  const { title, lead } = rail.thankYou(result);
  const fact = rail.purchaseFact(result);
  // A boleto still to pay: the activation comes once it is paid, the next steps say so.
  const awaitingPayment = rail.ThankYouPanel !== null && !result.trial;
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" ta="center" gap="sm" mb="xl">
        <ThemeIcon size={72} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {lead}
        </Text>
      </Stack>
      {rail.ThankYouPanel && (
        <Box mb="xl">
          <rail.ThankYouPanel result={result} />
        </Box>
      )}
      <Card withBorder radius="lg" padding="xl" className={classes.section}>
        <Stack gap="lg">
          <Title order={2} fz={18}>
            Resumo da compra
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
            <Detail label="Plano" value={result.plan.name} />
            <Detail
              label="Valor"
              value={`${formatBrl(result.amountCents)}${intervalSuffix[result.plan.interval]}`}
            />
            <Detail
              label={result.trial ? 'Primeira cobrança' : 'Próxima cobrança'}
              value={result.nextChargeAt ? formatBillingDate(result.nextChargeAt) : '—'}
            />
            <Detail label={fact.label} value={fact.value} />
          </SimpleGrid>
          {result.trial && result.nextChargeAt && !awaitingPayment && (
            <Text>
              Nada foi cobrado hoje. A primeira cobrança será em{' '}
              {formatBillingDate(result.nextChargeAt)}, no fim do seu período de teste.
            </Text>
          )}
          {result.existingCompany ? (
            <Stack gap="sm">
              <Text>
                {awaitingPayment
                  ? 'A assinatura vale para a sua empresa assim que o pagamento for confirmado.'
                  : 'A assinatura já vale para a sua empresa.'}{' '}
                Você pode acompanhar as cobranças em Configurações › Assinatura.
              </Text>
              <Group>
                <Button component={Link} to={paths.dashboard} size="md">
                  Ir para o dashboard
                </Button>
              </Group>
            </Stack>
          ) : (
            <Alert
              color="blue"
              variant="light"
              role="status"
              icon={<IconMailForward size={20} aria-hidden />}
              title={
                awaitingPayment
                  ? 'Depois do pagamento: ative sua conta'
                  : 'Próximo passo: ative sua conta'
              }
            >
              {awaitingPayment ? (
                <>
                  Assim que o pagamento for confirmado, enviamos para{' '}
                  <strong>{result.email}</strong> o link para ativar sua conta. Abra o link, defina
                  sua senha e comece a usar o Rumo. Não encontrou? Confira a caixa de spam.
                </>
              ) : (
                <>
                  Enviamos um e-mail para <strong>{result.email}</strong> com o link para ativar sua
                  conta. Abra o link, defina sua senha e comece a usar o Rumo. Não encontrou?
                  Confira a caixa de spam.
                </>
              )}
            </Alert>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

/** /obrigado?pedido=<id>: the purchase, from the checkout's navigation state or the API. */
export default function ThankYouPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const id = searchParams.get('pedido');
  const fromState = resultFromState(location.state, id);
  const query = useCheckoutResult(id, fromState);
  const result = fromState ?? query.data ?? null;

  if (result) return <PurchaseDetails result={result} />;
  // No order number, or one the API does not know (a typo, a link cut short): trying again
  // cannot help, so point to the e-mail and the next steps instead.
  const unknownOrder =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  if (!id || unknownOrder) {
    return (
      <StatusView
        icon={<IconCircleCheck size={40} />}
        title="Obrigado!"
        description={
          id
            ? 'Não encontramos este pedido. Se você acabou de assinar, confira seu e-mail: enviamos o resumo da compra e o link para ativar a conta.'
            : 'Não encontramos o número do pedido neste endereço. Se você acabou de assinar, confira seu e-mail: enviamos o link para ativar a conta.'
        }
        actions={
          <>
            <Button component={Link} to={paths.login}>
              Entrar
            </Button>
            <Button component={Link} to={paths.plans} variant="default">
              Ver planos
            </Button>
          </>
        }
      />
    );
  }
  if (query.isPending) return <PageLoader />;
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Title order={1} fz={28} mb="md">
        Obrigado!
      </Title>
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    </Container>
  );
}
