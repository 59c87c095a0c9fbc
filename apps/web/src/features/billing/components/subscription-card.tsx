import {
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { SubscriptionView } from '@rumo/shared/billing/contracts';
import { formatBrl } from '@rumo/shared/billing/money';
import { billingIntervalLabels } from '@rumo/shared/billing/plans';
import { IconArrowsExchange, IconCreditCard, IconWallet, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDay } from '../../../components/okr/format-day';
import { paymentMethodModules } from '../../../components/payment/methods/payment-methods';
import { formatPrice } from '../billing-format';
import { SubscriptionStatusBadge } from './billing-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} miw={0}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

export interface SubscriptionActions {
  onChangePlan: () => void;
  /** The current rail's own action (the card's "Atualizar cartão"). */
  onManageMethod: () => void;
  onChangeMethod: () => void;
  onCancel: () => void;
}

interface SubscriptionCardProps extends SubscriptionActions {
  subscription: SubscriptionView;
}

/** What the company pays for: plan, status, users, next charge, card, and what to change. */
export function SubscriptionCard({
  subscription,
  onChangePlan,
  onManageMethod,
  onChangeMethod,
  onCancel,
}: SubscriptionCardProps) {
  const { plan, status } = subscription;
  // Subscribed during the trial: the plan is bought, its first charge waits for the trial's end.
  const subscribedInTrial = status === 'trialing' && subscription.nextChargeAt !== null;
  // What the API accepts: a paid subscription still at Efí (a suspended one pays first, with
  // "Pagar agora"); a cancellation scheduled leaves no next charge for a plan change to start at.
  const paying = status === 'active' || status === 'past_due' || subscribedInTrial;
  const mayChange = paying && !subscription.cancelAtPeriodEnd;
  const nextPlan =
    subscription.nextPlan && subscription.nextPlan.id !== plan?.id && mayChange
      ? subscription.nextPlan
      : null;
  const rail = paymentMethodModules[subscription.paymentMethod];
  const railFact = rail.billingFact(subscription);
  const nextMethod =
    subscription.nextPaymentMethod && subscription.nextPaymentMethod !== subscription.paymentMethod
      ? paymentMethodModules[subscription.nextPaymentMethod]
      : null;
  const usage = plan ? Math.min(100, (subscription.activeUsers / plan.userLimit) * 100) : 0;
  const usersLabel = plan
    ? `${subscription.activeUsers} de ${plan.userLimit} usuários`
    : `${subscription.activeUsers} usuários ativos`;

  return (
    <Card withBorder padding="xl" radius="md" aria-labelledby="billing-plan-title">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="billing-plan-title">
            {plan ? `Plano ${plan.name}` : 'Sua assinatura'}
          </Title>
          {plan && (
            <Text size="sm" c="dimmed">
              {billingIntervalLabels[plan.interval]} · {formatPrice(plan.priceCents, plan.interval)}
            </Text>
          )}
        </Stack>
        <SubscriptionStatusBadge status={status} />
      </Group>

      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" mt="lg" mb={0}>
        <Fact label="Usuários">
          {usersLabel}
          {plan && (
            <Progress
              value={usage}
              size="sm"
              mt={6}
              color={usage >= 100 ? 'orange' : undefined}
              aria-label={`Usuários ativos: ${usersLabel}`}
            />
          )}
        </Fact>
        <Fact label="Próxima cobrança">
          {subscription.cancelAtPeriodEnd || !subscription.nextChargeAt
            ? 'Nenhuma cobrança prevista'
            : `${formatDay(subscription.nextChargeAt)} · ${formatBrl(
                subscription.nextChargeCents ?? plan?.priceCents ?? 0,
              )}`}
        </Fact>
        <Fact label={railFact.label}>{railFact.value}</Fact>
      </SimpleGrid>

      {nextPlan && (
        <Group gap="xs" mt="lg" wrap="nowrap" align="flex-start">
          <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
            Mudança agendada
          </Badge>
          <Text size="sm">
            A partir da próxima cobrança
            {subscription.nextChargeAt ? ` (${formatDay(subscription.nextChargeAt)})` : ''}: plano{' '}
            <strong>{nextPlan.name}</strong>, {formatPrice(nextPlan.priceCents, nextPlan.interval)},
            até {nextPlan.userLimit} usuários.
            {plan ? ` Até lá, sua empresa continua no plano ${plan.name}.` : ''}
          </Text>
        </Group>
      )}

      {nextMethod && (
        <Group gap="xs" mt="lg" wrap="nowrap" align="flex-start">
          <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
            Mudança agendada
          </Badge>
          <Text size="sm">
            A partir da próxima cobrança
            {subscription.nextChargeAt ? ` (${formatDay(subscription.nextChargeAt)})` : ''}, a forma
            de pagamento passa a ser <strong>{nextMethod.label}</strong>.
          </Text>
        </Group>
      )}

      {paying && (
        <Group mt="xl" gap="sm">
          {mayChange && (
            <Button
              leftSection={<IconArrowsExchange size={18} aria-hidden />}
              onClick={onChangePlan}
            >
              Mudar de plano
            </Button>
          )}
          {rail.manageLabel && !nextMethod && (
            <Button
              variant="default"
              leftSection={<IconCreditCard size={18} aria-hidden />}
              onClick={onManageMethod}
            >
              {rail.manageLabel}
            </Button>
          )}
          {!subscription.cancelAtPeriodEnd && (
            <Button
              variant="default"
              leftSection={<IconWallet size={18} aria-hidden />}
              onClick={onChangeMethod}
            >
              Mudar forma de pagamento
            </Button>
          )}
          {!subscription.cancelAtPeriodEnd && (
            <Button
              variant="default"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={onCancel}
            >
              Cancelar assinatura
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}
