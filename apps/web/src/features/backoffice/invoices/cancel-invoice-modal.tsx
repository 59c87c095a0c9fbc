import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { cancelInvoiceBodySchema } from '@rumo/shared/backoffice/invoices';
import { useState } from 'react';

/**
 * "Cancelar nota": the reason (15 to 255 characters, sent to the provider and the audit log)
 * and what cancelling does (an issued nota is canceled at the prefeitura, a pending one dropped),
 * confirmed by the red button.
 */
export function CancelInvoiceModal({
  opened,
  number,
  issued,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  number: string | null;
  /** Issued: canceled at the prefeitura; otherwise it is simply not issued. */
  issued: boolean;
  loading: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const parsed = cancelInvoiceBodySchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    onConfirm(parsed.data.reason);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={number ? `Cancelar a nota fiscal nº ${number}` : 'Cancelar a nota fiscal'}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Alert color="orange" variant="light">
            <Text size="sm">
              {issued
                ? 'O cancelamento é pedido à prefeitura e não pode ser desfeito.'
                : 'A nota ainda não foi emitida: ela sai da fila e não será mais emitida.'}{' '}
              O pagamento não é estornado.
            </Text>
          </Alert>
          <Textarea
            label="Motivo do cancelamento"
            description="De 15 a 255 caracteres. Vai para a prefeitura e para a auditoria."
            autosize
            minRows={3}
            maxLength={255}
            required
            value={reason}
            error={error}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={loading}>
              Voltar
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Cancelar nota
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
