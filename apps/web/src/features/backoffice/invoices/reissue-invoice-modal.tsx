import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * "Emitir nova nota": confirms that a new nota fiscal (a new number at the prefeitura) is
 * issued for the payment, the canceled one kept in the list.
 */
export function ReissueInvoiceModal({
  opened,
  number,
  loading,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  number: string | null;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={number ? `Emitir nova nota no lugar da nº ${number}` : 'Emitir nova nota fiscal'}
      centered
    >
      <Stack gap="md">
        <Alert color="blue" variant="light">
          <Text size="sm">
            Uma nova nota fiscal será emitida para este pagamento com os dados fiscais atuais. A
            nota cancelada continua registrada. Use quando a nota foi cancelada por engano.
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Voltar
          </Button>
          <Button onClick={onConfirm} loading={loading} data-autofocus>
            Emitir nova nota
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
