import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatBrl } from '@rumo/shared/billing/money';
import type { BillingInterval } from '@rumo/shared/billing/plans';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePlans } from '../../../components/payment/plans-query';
import { QueryError } from '../../../components/query-error';
import { intervalPeriod, planLabel } from '../billing-format';
import { checkoutUrl, intervalsOf, plansAt, tooSmallFor } from '../plan-options';
import { IntervalSwitch } from './interval-switch';

interface ChoosePlanCardProps {
  /** Explains why the company is choosing ("Seu teste grátis termina em…"). */
  description: string;
  activeUsers: number | null;
  /** The interval shown first (the trial's plan, when there is one). */
  initialInterval?: BillingInterval;
}

/** A company in trial, without a subscription or after it ended: the plans, each to buy. */
export function ChoosePlanCard({
  description,
  activeUsers,
  initialInterval = 'monthly',
}: ChoosePlanCardProps) {
  const plans = usePlans();
  const [interval, setInterval] = useState<BillingInterval>(initialInterval);

  let body: React.ReactNode;
  if (plans.isError) {
    body = <QueryError error={plans.error} onRetry={() => plans.refetch()} />;
  } else if (!plans.data) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy="true" aria-label="Carregando planos">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={220} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else {
    const intervals = intervalsOf(plans.data);
    const shown = intervals.includes(interval) ? interval : (intervals[0] ?? 'monthly');
    body = (
      <Stack gap="md">
        <IntervalSwitch value={shown} onChange={setInterval} intervals={intervals} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {plansAt(plans.data, shown).map((plan) => {
            const tooSmall = activeUsers !== null && tooSmallFor(plan, activeUsers);
            return (
              <Card key={plan.id} withBorder radius="md" padding="lg">
                <Stack gap="xs" h="100%">
                  <Group justify="space-between" gap="xs">
                    <Title order={3} fz="md">
                      {plan.name}
                    </Title>
                    {plan.highlighted && (
                      <Badge variant="light" size="sm">
                        Mais escolhido
                      </Badge>
                    )}
                  </Group>
                  <Text>
                    <Text span fz="xl" fw={700}>
                      {formatBrl(plan.priceCents)}
                    </Text>{' '}
                    <Text span size="sm" c="dimmed">
                      {intervalPeriod[plan.interval]}
                    </Text>
                  </Text>
                  <Text size="sm">Até {plan.userLimit} usuários</Text>
                  <List
                    size="sm"
                    spacing={4}
                    icon={<IconCheck size={14} aria-hidden />}
                    style={{ flex: 1 }}
                  >
                    {plan.features
                      // The user limit is already on the line above.
                      .filter((feature) => feature !== `Até ${plan.userLimit} usuários`)
                      .map((feature) => (
                        <List.Item key={feature}>{feature}</List.Item>
                      ))}
                  </List>
                  {tooSmall && (
                    <Text size="xs" fw={500}>
                      Sua empresa tem {activeUsers} usuários ativos: desative alguns antes de
                      assinar este plano.
                    </Text>
                  )}
                  <Button
                    component={Link}
                    to={checkoutUrl(plan.id)}
                    variant={plan.highlighted ? 'filled' : 'default'}
                    aria-label={`Assinar o plano ${planLabel(plan)}`}
                    mt="xs"
                  >
                    Assinar
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Card withBorder padding="xl" radius="md">
      <Title order={2} fz="lg">
        Escolha um plano
      </Title>
      <Text size="sm" c="dimmed" mt="xs" mb="lg">
        {description}
      </Text>
      {body}
    </Card>
  );
}
