import { Text } from '@mantine/core';
import { type WhatsappLink, whatsappDeliveryLabels } from '@rumo/shared/whatsapp/contracts';

const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** "Última mensagem: entregue", or "falhou — <motivo>" when WhatsApp did not deliver it. */
export function LastMessage({ last }: { last: NonNullable<WhatsappLink['lastMessage']> }) {
  const failed = last.status === 'failed';
  return (
    <Text
      size="sm"
      c={failed ? 'var(--mantine-color-error)' : 'dimmed'}
      data-testid="whatsapp-last-message"
    >
      Última mensagem: {whatsappDeliveryLabels[last.status]}
      {failed && last.failureReason ? ` — ${last.failureReason}` : ''} (
      {when.format(new Date(last.at))})
    </Text>
  );
}
