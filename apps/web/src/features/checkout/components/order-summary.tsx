import { Card, Divider, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { formatBillingDate, formatBrl } from '@rumo/shared/billing/money';
import { billingIntervalLabels, type PublicPlan } from '@rumo/shared/billing/plans';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PaymentMethodModule } from '../../../components/payment/methods/method-module';
import { paths } from '../../../lib/paths';
import { intervalSuffix, userLimitLabel } from '../plan-pricing';
import classes from './checkout.module.css';

interface OrderSummaryProps {
  plans: readonly PublicPlan[];
  plan: PublicPlan | null;
  onPlanChange: (planId: string) => void;
  planError?: string | null;
  /** The signed-in admin's company, when buying for it. */
  company: string | null;
  /** 'YYYY-MM-DD' of the first charge when nothing is charged today (a trial). */
  firstChargeAt: string | null;
  /** The rail chosen: how the recurring charge and its security are worded. */
  rail: Pick<PaymentMethodModule, 'summaryLine' | 'securityNote'>;
  disabled: boolean;
}

function planOptions(plans: readonly PublicPlan[]) {
  return (['monthly', 'yearly'] as const)
    .map((interval) => ({
      group: billingIntervalLabels[interval],
      items: plans
        .filter((plan) => plan.interval === interval)
        .map((plan) => ({
          value: plan.id,
          label: `${plan.name} · ${formatBrl(plan.priceCents)}${intervalSuffix[interval]}`,
        })),
    }))
    .filter((group) => group.items.length > 0);
}

/** The plan being bought (changeable) and what will be charged. */
export function OrderSummary({
  plans,
  plan,
  onPlanChange,
  planError,
  company,
  firstChargeAt,
  rail,
  disabled,
}: OrderSummaryProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={classes.summary}
      component="section"
      aria-labelledby="resumo-titulo"
    >
      <Stack gap="md">
        <Title order={2} fz={20} id="resumo-titulo">
          Resumo do pedido
        </Title>
        <Select
          label="Plano"
          placeholder="Escolha um plano"
          data={planOptions(plans)}
          value={plan?.id ?? null}
          onChange={(value) => value && onPlanChange(value)}
          allowDeselect={false}
          error={planError}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
        {plan ? (
          <>
            <Text size="sm" c="dimmed">
              {plan.description}
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>{userLimitLabel(plan.userLimit)}</List.Item>
              <List.Item>{rail.summaryLine(plan.interval)}</List.Item>
              {firstChargeAt && !company && plan.trialDays > 0 && (
                <List.Item>{plan.trialDays} dias grátis antes da primeira cobrança</List.Item>
              )}
              {company && <List.Item>Para a empresa {company}</List.Item>}
            </List>
            <Divider />
            <Group justify="space-between" align="baseline">
              <Text fw={600}>{firstChargeAt ? 'Total hoje' : 'Total'}</Text>
              <Text fw={800} fz={24} className={classes.total}>
                {firstChargeAt ? formatBrl(0) : formatBrl(plan.priceCents)}
                {firstChargeAt ? null : (
                  <Text component="span" c="dimmed" fz="sm" fw={400}>
                    {intervalSuffix[plan.interval]}
                  </Text>
                )}
              </Text>
            </Group>
            {firstChargeAt && (
              <Text size="sm" c="dimmed">
                A primeira cobrança será em {formatBillingDate(firstChargeAt)}, no fim do seu
                período de teste: {formatBrl(plan.priceCents)}
                {intervalSuffix[plan.interval]}.
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Escolha um plano acima ou{' '}
            <Text component={Link} to={paths.plans} inherit td="underline">
              compare os planos
            </Text>
            .
          </Text>
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconLock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {rail.securityNote}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
