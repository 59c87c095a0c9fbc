import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { cancelSubscriptionBodySchema } from '@rumo/shared/billing/contracts';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { formatDay } from '../../../components/okr/format-day';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useCancelSubscription } from '../api/use-billing-actions';

interface CancelSubscriptionModalProps {
  opened: boolean;
  onClose: () => void;
  /** 'YYYY-MM-DD': the end of the paid period, when the cancellation takes effect. */
  periodEnd: string | null;
}

interface CancelValues {
  reason: string;
  confirmed: boolean;
}

const mustConfirm = (values: CancelValues) =>
  values.confirmed ? {} : { confirmed: 'Confirme que entendeu quando a assinatura termina.' };

/** Cancelling asks why and a confirmation; access lasts until the end of the paid period. */
export function CancelSubscriptionModal({
  opened,
  onClose,
  periodEnd,
}: CancelSubscriptionModalProps) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  const cancel = useCancelSubscription();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CancelValues>({
    initialValues: { reason: '', confirmed: false },
    validate: schemaValidator<CancelValues>(cancelSubscriptionBodySchema, mustConfirm),
  });
  const endDay = periodEnd ? formatDay(periodEnd) : null;

  // Closing keeps what was typed: reopening after a slip shows it again.
  const close = () => {
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    cancel.mutate(
      { reason: values.reason.trim() },
      {
        onSuccess: ({ message }) => {
          showToast({ severity: 'success', summary: message });
          form.reset();
          onClose();
        },
        onError: (error) => setFormError(applyApiErrors(form, error, ['reason'])),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Cancelar a assinatura?"
      fullScreen={isSmall}
      centered
    >
      <form onSubmit={submit} noValidate aria-label="Cancelar a assinatura">
        <Stack gap="md">
          <Text size="sm">
            {endDay
              ? `O cancelamento vale no fim do período já pago: sua empresa continua com acesso completo até ${endDay}. Depois disso, não haverá novas cobranças e a conta fica em modo somente leitura.`
              : 'O cancelamento vale no fim do período já pago. Depois disso, não haverá novas cobranças e a conta fica em modo somente leitura.'}{' '}
            Enviaremos a confirmação por e-mail, e você pode desfazer o cancelamento até lá.
          </Text>
          <FormAlert message={formError} />
          <Textarea
            label="Por que você está cancelando?"
            description="Sua resposta nos ajuda a melhorar o Rumo."
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Checkbox
            label={
              endDay
                ? `Entendo que a assinatura termina em ${endDay}`
                : 'Entendo que a assinatura termina no fim do período pago'
            }
            {...form.getInputProps('confirmed', { type: 'checkbox' })}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Voltar
            </Button>
            <Button type="submit" color="red.9" loading={cancel.isPending}>
              Cancelar assinatura
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
