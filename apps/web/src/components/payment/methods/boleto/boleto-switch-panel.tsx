import { Button, Group, List, Stack, Text } from '@mantine/core';
import { formatBillingDate } from '@rumo/shared/billing/money';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { FormAlert } from '../../../form-alert';
import type { SwitchPanelProps } from '../method-module';

/** Switching to boleto asks no data: it says what changes and asks to confirm. */
export function BoletoSwitchPanel({ submit, onCancel, nextChargeAt }: SwitchPanelProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      await submit({ method: 'boleto' });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <FormAlert message={error} />
      <List size="sm" spacing="xs">
        <List.Item>
          A partir da próxima cobrança
          {nextChargeAt ? ` (${formatBillingDate(nextChargeAt)})` : ''}, sua empresa paga por boleto
          com Pix. O cartão deixa de ser cobrado.
        </List.Item>
        <List.Item>
          Enviamos cada boleto por e-mail 10 dias antes do vencimento, e ele aparece aqui em
          Configurações › Assinatura.
        </List.Item>
        <List.Item>
          Um boleto não pago até o vencimento deixa o pagamento pendente, como uma recusa do cartão.
        </List.Item>
      </List>
      <Text size="sm">A cobrança atual não muda.</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Voltar
        </Button>
        <Button loading={busy} onClick={() => void confirm()}>
          Confirmar: pagar por boleto
        </Button>
      </Group>
    </Stack>
  );
}
