import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { reasonSchema } from '@rumo/shared/backoffice/billing/common';
import {
  extendSubscriptionBodySchema,
  type StaffSubscriptionDetail,
} from '@rumo/shared/backoffice/billing/subscriptions';
import {
  IconAlertCircle,
  IconCalendarPlus,
  IconCreditCardRefund,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { type SubscriptionAction, useSubscriptionAction } from './subscriptions-api';

type Detail = StaffSubscriptionDetail['data'];
type Dialog = 'cancel' | 'extend' | null;

const SUMMARIES: Record<SubscriptionAction['kind'], { ok: string; failed: string }> = {
  cancel: { ok: 'Assinatura cancelada', failed: 'Erro ao cancelar' },
  extend: { ok: 'Assinatura estendida', failed: 'Erro ao estender' },
  retry: { ok: 'Nova tentativa de cobrança', failed: 'Erro na nova tentativa' },
};

function firstIssue(error: { issues: { message: string }[] }) {
  return error.issues[0]?.message ?? 'Verifique os campos.';
}

/** Cancel (reason), extend (days + reason) and retry a refused charge, each confirmed first. */
export function SubscriptionActions({ subscription }: { subscription: Detail }) {
  const mutation = useSubscriptionAction(subscription.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number | ''>(7);
  const [when, setWhen] = useState<'period_end' | 'immediately'>('period_end');
  const [fieldErrors, setFieldErrors] = useState<{ reason?: string; days?: string }>({});

  const ended = subscription.status === 'canceled' || subscription.status === 'expired';
  const mayRetry =
    subscription.status === 'past_due' ||
    subscription.status === 'suspended' ||
    subscription.payments.some((payment) => payment.status === 'unpaid');

  const open = (next: Dialog) => {
    setReason('');
    setDays(7);
    setWhen('period_end');
    setFieldErrors({});
    setFailure(null);
    setDialog(next);
  };

  const run = (input: SubscriptionAction, onDone?: () => void) => {
    setFailure(null);
    mutation.mutate(input, {
      onSuccess: (result) => {
        showToast({
          severity: 'success',
          summary: SUMMARIES[input.kind].ok,
          detail: result.message,
        });
        onDone?.();
      },
      onError: (error) => {
        const message = errorMessage(error);
        if (!(isApiError(error) && error.tokenExpired)) {
          showToast({ severity: 'error', summary: SUMMARIES[input.kind].failed, detail: message });
        }
        setFailure(message);
      },
    });
  };

  const submitCancel = () => {
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) return setFieldErrors({ reason: firstIssue(parsed.error) });
    setFieldErrors({});
    run({ kind: 'cancel', body: { reason: parsed.data, when } }, () => setDialog(null));
  };

  const submitExtend = () => {
    const parsed = extendSubscriptionBodySchema.safeParse({
      days: days === '' ? undefined : days,
      reason,
    });
    if (!parsed.success) {
      const errors: { reason?: string; days?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'reason' | 'days';
        errors[field] ??= issue.message;
      }
      return setFieldErrors(errors);
    }
    setFieldErrors({});
    run({ kind: 'extend', body: parsed.data }, () => setDialog(null));
  };

  const confirmRetry = () =>
    modals.openConfirmModal({
      title: 'Tentar a cobrança de novo?',
      children: (
        <Text size="sm">
          Consultamos a cobrança recusada na Efí. Se continuar em aberto, os administradores da
          empresa recebem o pedido de pagamento com o link para pagar.
        </Text>
      ),
      labels: { confirm: 'Tentar de novo', cancel: 'Cancelar' },
      onConfirm: () => run({ kind: 'retry' }),
    });

  const dialogFailure = failure && dialog && (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {failure}
    </Alert>
  );

  return (
    <>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={16} />}
          disabled={ended}
          onClick={() => open('extend')}
        >
          Estender
        </Button>
        {mayRetry && (
          <Button
            variant="default"
            leftSection={<IconCreditCardRefund size={16} />}
            loading={mutation.isPending && mutation.variables?.kind === 'retry'}
            onClick={confirmRetry}
          >
            Tentar cobrança de novo
          </Button>
        )}
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} />}
          disabled={ended}
          onClick={() => open('cancel')}
        >
          Cancelar assinatura
        </Button>
      </Group>
      {failure && !dialog && (
        <Alert
          mt="sm"
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
        >
          {failure}
        </Alert>
      )}

      <Modal
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={<Text fw={700}>Cancelar a assinatura de {subscription.company.name}</Text>}
      >
        <Stack gap="md">
          {dialogFailure}
          <Radio.Group
            label="Quando"
            value={when}
            onChange={(value) => setWhen(value as typeof when)}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="period_end" label="No fim do período pago (mantém o acesso até lá)" />
              <Radio
                value="immediately"
                label="Imediatamente (encerra o acesso agora)"
                description="A assinatura termina hoje e os administradores da empresa são avisados por e-mail."
              />
            </Stack>
          </Radio.Group>
          <Textarea
            label="Motivo do cancelamento"
            description="Fica registrado na auditoria."
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={fieldErrors.reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              Voltar
            </Button>
            <Button color="red" loading={mutation.isPending} onClick={submitCancel}>
              Confirmar cancelamento
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={dialog === 'extend'}
        onClose={() => setDialog(null)}
        title={<Text fw={700}>Estender a assinatura de {subscription.company.name}</Text>}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Estende o teste, o prazo de uma cobrança em atraso ou o acesso de uma assinatura com
            cancelamento agendado.
          </Text>
          {dialogFailure}
          <NumberInput
            label="Dias"
            required
            min={1}
            max={365}
            allowDecimal={false}
            allowNegative={false}
            value={days}
            error={fieldErrors.days}
            onChange={(value) => setDays(typeof value === 'number' ? value : '')}
          />
          <Textarea
            label="Motivo"
            description="Fica registrado na auditoria."
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={fieldErrors.reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              Voltar
            </Button>
            <Button loading={mutation.isPending} onClick={submitExtend}>
              Estender
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
