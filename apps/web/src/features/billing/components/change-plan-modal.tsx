import { Badge, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SubscriptionView } from '@rumo/shared/billing/contracts';
import type { BillingInterval } from '@rumo/shared/billing/plans';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { formatDay } from '../../../components/okr/format-day';
import { usePlans } from '../../../components/payment/plans-query';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useChangePlan } from '../api/use-billing-actions';
import { formatPrice, planLabel } from '../billing-format';
import { intervalsOf, plansAt, tooSmallFor } from '../plan-options';
import { IntervalSwitch } from './interval-switch';

interface ChangePlanModalProps {
  opened: boolean;
  onClose: () => void;
  subscription: SubscriptionView;
}

/** Another plan (or interval) from the next charge on; the API says when it does not fit. */
export function ChangePlanModal({ opened, onClose, subscription }: ChangePlanModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Mudar de plano"
      fullScreen={isSmall}
      size="lg"
      centered
    >
      {opened && <ChangePlanForm subscription={subscription} onClose={onClose} />}
    </Modal>
  );
}

function ChangePlanForm({
  subscription,
  onClose,
}: {
  subscription: SubscriptionView;
  onClose: () => void;
}) {
  const plans = usePlans();
  const change = useChangePlan();
  // "Plano atual" is the plan being paid; a change waiting for the next charge is "Agendado".
  const current = subscription.plan;
  const scheduled =
    subscription.nextPlan && subscription.nextPlan.id !== current?.id
      ? subscription.nextPlan
      : null;
  const [interval, setInterval] = useState<BillingInterval>(
    (scheduled ?? current)?.interval ?? 'monthly',
  );
  const [planId, setPlanId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  if (plans.isError) return <QueryError error={plans.error} onRetry={() => plans.refetch()} />;
  if (!plans.data) return <Skeleton height={240} radius="md" aria-label="Carregando planos" />;

  const intervals = intervalsOf(plans.data);
  const shown = plansAt(plans.data, interval);
  const chosen = plans.data.find((plan) => plan.id === planId) ?? null;
  const when = subscription.nextChargeAt
    ? `a partir da próxima cobrança, em ${formatDay(subscription.nextChargeAt)}`
    : 'a partir da próxima cobrança';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setFormError('Escolha um plano.');
      return;
    }
    setFormError(null);
    change.mutate(
      { planId: chosen.id },
      {
        onSuccess: ({ message }) => {
          showToast({ severity: 'success', summary: message });
          onClose();
        },
        // 402/409 (a plan too small for the active users, the same plan…): the API's words.
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Mudar de plano">
      <Stack gap="md">
        <Text size="sm">
          O novo valor vale {when}. Até lá, sua empresa continua no plano atual.
          {scheduled &&
            ` A mudança para ${scheduled.name} já está agendada: escolha outro plano ou mantenha o atual.`}
        </Text>
        <FormAlert message={formError} />
        <IntervalSwitch value={interval} onChange={setInterval} intervals={intervals} />
        <Radio.Group
          value={planId}
          onChange={(value) => {
            setPlanId(value);
            setFormError(null);
          }}
          label="Plano"
          name="plano"
        >
          <Stack gap="sm" mt="xs">
            {shown.map((plan) => {
              const isCurrent = plan.id === current?.id;
              const isScheduled = plan.id === scheduled?.id;
              // Nothing to do for the plan already coming; the current one undoes the change.
              const unavailable = isScheduled || (isCurrent && !scheduled);
              const tooSmall = tooSmallFor(plan, subscription.activeUsers);
              return (
                <Radio.Card
                  key={plan.id}
                  value={plan.id}
                  disabled={unavailable}
                  radius="md"
                  p="md"
                  aria-label={`${planLabel(plan)}${isCurrent ? ' (plano atual)' : isScheduled ? ' (agendado)' : ''}`}
                  style={{ opacity: unavailable ? 0.7 : 1 }}
                >
                  <Group wrap="nowrap" align="flex-start" gap="md">
                    <Radio.Indicator />
                    <Stack gap={2} style={{ flex: 1 }}>
                      <Group gap="xs">
                        <Text fw={600}>{plan.name}</Text>
                        {isCurrent && (
                          <Badge variant="light" color="gray" size="sm">
                            Plano atual
                          </Badge>
                        )}
                        {isScheduled && (
                          <Badge variant="light" color="blue" size="sm">
                            Agendado
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm">
                        {formatPrice(plan.priceCents, plan.interval)} · até {plan.userLimit}{' '}
                        usuários
                      </Text>
                      {tooSmall && !isCurrent && (
                        <Text size="xs" c="dimmed">
                          Sua empresa tem {subscription.activeUsers} usuários ativos, mais do que
                          este plano permite.
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Voltar
          </Button>
          <Button type="submit" loading={change.isPending} disabled={!chosen}>
            {!chosen
              ? 'Mudar de plano'
              : chosen.id === current?.id
                ? `Manter ${planLabel(chosen)}`
                : `Mudar para ${planLabel(chosen)}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
