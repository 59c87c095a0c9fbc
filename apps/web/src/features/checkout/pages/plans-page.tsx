import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatBrl } from '@rumo/shared/billing/money';
import type { BillingInterval } from '@rumo/shared/billing/plans';
import { IconCheck, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBillingConfig } from '../../../components/payment/billing-config-query';
import { usePlans } from '../../../components/payment/plans-query';
import { QueryError } from '../../../components/query-error';
import { paths } from '../../../lib/paths';
import classes from '../components/checkout.module.css';
import { PlansFaq } from '../components/plans-faq';
import {
  groupPlansByTier,
  intervalSuffix,
  type PlanTier,
  userLimitLabel,
  yearlySaving,
} from '../plan-pricing';

function PlanPrice({ tier, interval }: { tier: PlanTier; interval: BillingInterval }) {
  const plan = tier[interval];
  if (!plan) return null;
  if (interval === 'monthly') {
    return (
      <Stack gap={2}>
        <Group gap={4} align="baseline">
          <Text component="span" fz={34} fw={800} lh={1.1}>
            {formatBrl(plan.priceCents)}
          </Text>
          <Text component="span" c="dimmed">
            {intervalSuffix.monthly}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          Cobrado todo mês no cartão
        </Text>
      </Stack>
    );
  }
  const saving = yearlySaving(tier);
  return (
    <Stack gap={2}>
      <Group gap={4} align="baseline">
        <Text component="span" fz={34} fw={800} lh={1.1}>
          {formatBrl(saving?.monthlyEquivalentCents ?? plan.priceCents)}
        </Text>
        <Text component="span" c="dimmed">
          {intervalSuffix.monthly}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {formatBrl(plan.priceCents)} cobrados por ano
      </Text>
      {saving?.savingCents ? (
        <Text size="sm" fw={600} className={classes.saving}>
          Economize {formatBrl(saving.savingCents)} por ano ({saving.savingPercent}%)
        </Text>
      ) : null}
    </Stack>
  );
}

function PlanCard({ tier, interval }: { tier: PlanTier; interval: BillingInterval }) {
  const plan = tier[interval];
  if (!plan) return null;
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      className={classes.planCard}
      data-highlighted={plan.highlighted || undefined}
      component="article"
      aria-labelledby={`plano-${plan.tier}`}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap">
          <Title order={2} fz={22} id={`plano-${plan.tier}`}>
            {plan.name}
          </Title>
          {plan.highlighted && (
            <Badge variant="filled" size="lg" className={classes.highlightBadge}>
              Mais escolhido
            </Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm" mih={40}>
          {plan.description}
        </Text>
        <PlanPrice tier={tier} interval={interval} />
        <Text fw={600}>{userLimitLabel(plan.userLimit)}</Text>
        <List
          spacing="xs"
          size="sm"
          center
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
              <IconCheck size={13} />
            </ThemeIcon>
          }
          className={classes.features}
          lh={1.4}
        >
          {/* The limit has its own line above; a feature repeating it is left out. */}
          {plan.features
            .filter((feature) => feature !== userLimitLabel(plan.userLimit))
            .map((feature) => (
              <List.Item key={feature}>{feature}</List.Item>
            ))}
        </List>
        <Button
          component={Link}
          to={`${paths.checkout}?plano=${encodeURIComponent(plan.id)}`}
          size="md"
          fullWidth
          variant={plan.highlighted ? 'filled' : 'outline'}
          aria-label={`Assinar o plano ${plan.name}`}
          mt="auto"
        >
          Assinar
        </Button>
      </Stack>
    </Card>
  );
}

function PlansSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" aria-hidden>
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder radius="lg" padding="xl">
          <Skeleton height={24} width="50%" mb="md" />
          <Skeleton height={14} mb="xs" />
          <Skeleton height={40} width="70%" my="lg" />
          <Skeleton height={12} mb="xs" />
          <Skeleton height={12} mb="xs" />
          <Skeleton height={12} mb="xl" />
          <Skeleton height={42} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

const isInterval = (value: string | null): value is BillingInterval =>
  value === 'monthly' || value === 'yearly';

/** /planos: the active plans with a monthly/yearly switch, sales contact and an FAQ. */
export default function PlansPage() {
  const plans = usePlans();
  const config = useBillingConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get('periodo');
  const [interval, setInterval] = useState<BillingInterval>(
    fromUrl === 'anual' ? 'yearly' : 'monthly',
  );
  const tiers = groupPlansByTier(plans.data ?? []);
  const shown = tiers.filter((tier) => tier[interval]);
  const bestSaving = Math.max(0, ...tiers.map((tier) => yearlySaving(tier)?.savingPercent ?? 0));
  const hasYearly = tiers.some((tier) => tier.yearly);

  const changeInterval = (value: string) => {
    if (!isInterval(value)) return;
    setInterval(value);
    const next = new URLSearchParams(searchParams);
    if (value === 'yearly') next.set('periodo', 'anual');
    else next.delete('periodo');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Container size="lg" py={{ base: 'xl', sm: 64 }}>
      <Stack gap="xs" align="center" ta="center" mb={40}>
        <Title order={1} fz={{ base: 30, sm: 42 }}>
          Planos para cada fase da sua empresa
        </Title>
        <Text c="dimmed" size="lg" maw={640}>
          OKRs, check-ins semanais e planejamento estratégico em um só lugar. Assine com cartão de
          crédito e cancele quando quiser.
        </Text>
        {hasYearly && (
          <Group gap="sm" mt="lg" justify="center">
            <SegmentedControl
              value={interval}
              onChange={changeInterval}
              aria-label="Período de cobrança"
              size="md"
              radius="xl"
              data={[
                { value: 'monthly', label: 'Mensal' },
                { value: 'yearly', label: 'Anual' },
              ]}
            />
            {bestSaving > 0 && (
              <Badge variant="light" color="teal" size="lg" className={classes.savingBadge}>
                Economize até {bestSaving}% no anual
              </Badge>
            )}
          </Group>
        )}
      </Stack>

      {plans.isPending ? (
        <>
          <Text className={classes.srOnly} role="status">
            Carregando os planos…
          </Text>
          <PlansSkeleton />
        </>
      ) : plans.isError ? (
        <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : shown.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" ta="center">
          <Text fw={600}>Nenhum plano disponível no momento.</Text>
          <Text c="dimmed" mt={4}>
            Fale com a nossa equipe e montamos uma proposta para a sua empresa.
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: Math.min(shown.length, 3) }} spacing="lg">
          {shown.map((tier) => (
            <PlanCard key={tier.tier} tier={tier} interval={interval} />
          ))}
        </SimpleGrid>
      )}

      <Card withBorder radius="lg" padding="xl" mt={40} className={classes.salesCard}>
        <Group justify="space-between" gap="lg">
          <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconMessageCircle size={24} />
            </ThemeIcon>
            <div>
              <Title order={2} fz={20}>
                Mais pessoas ou necessidades específicas?
              </Title>
              <Text c="dimmed" mt={4}>
                Para várias empresas, mais usuários, pagamento por boleto ou contrato anual, nossa
                equipe monta uma proposta sob medida.
              </Text>
            </div>
          </Group>
          <Button component={Link} to={paths.proposal} variant="default" size="md">
            Fale com vendas
          </Button>
        </Group>
      </Card>

      <PlansFaq trialDays={config.data?.trialDays ?? null} />
    </Container>
  );
}
