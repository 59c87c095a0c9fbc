import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { reasonSchema } from '@rumo/shared/backoffice/billing/common';
import type { StaffPayment } from '@rumo/shared/backoffice/billing/payments';
import { formatBrl } from '@rumo/shared/billing/money';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useSettlePayment } from './payments-api';

/**
 * "Registrar pagamento": confirms that a boleto was paid outside Efí (a transfer, a deposit),
 * with the reason recorded in the audit log. Efí marks the charge as paid and the subscription
 * is updated as for any payment.
 */
export function SettlePaymentModal({
  payment,
  opened,
  onClose,
}: {
  payment: Pick<StaffPayment, 'id' | 'amountCents' | 'company'>;
  opened: boolean;
  onClose: () => void;
}) {
  const settle = useSettlePayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    setFailure(null);
    settle.reset();
    onClose();
  };

  const submit = () => {
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Informe o motivo.');
      return;
    }
    setError(null);
    setFailure(null);
    settle.mutate(
      { id: payment.id, reason: parsed.data },
      {
        onSuccess: (result) => {
          showToast({
            severity: 'success',
            summary: 'Pagamento registrado',
            detail: result.message,
          });
          close();
        },
        onError: (cause) => {
          const message = errorMessage(cause);
          if (!(isApiError(cause) && cause.tokenExpired)) {
            showToast({ severity: 'error', summary: 'Erro ao registrar', detail: message });
          }
          setFailure(message);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>Registrar pagamento</Text>}>
      <Stack gap="md">
        <Text size="sm">
          Confirme que o boleto de <strong>{formatBrl(payment.amountCents)}</strong> de{' '}
          <strong>{payment.company.name}</strong> foi pago fora da Efí (transferência, depósito). A
          cobrança é baixada na Efí, a assinatura é atualizada e o recibo é enviado aos
          administradores da empresa. Não é possível desfazer.
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <Textarea
          label="Motivo"
          description="Por exemplo, o comprovante recebido. Fica registrado na auditoria."
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={settle.isPending}>
            Voltar
          </Button>
          <Button loading={settle.isPending} onClick={submit}>
            Registrar pagamento
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
