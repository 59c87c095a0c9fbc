import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { BoletoDetails } from '@rumo/shared/billing/payment-method';
import { IconDownload, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyField } from './copy-field';
import { PixQrCode } from './pix-qr-code';

interface BoletoPaymentDetailsProps {
  boleto: BoletoDetails;
  /** /obrigado shows the QR at once; the billing tab draws it when asked. */
  qr: 'shown' | 'onDemand';
}

/** How to pay one boleto: linha digitável, the PDF, and its Pix (QR and copia e cola). */
export function BoletoPaymentDetails({ boleto, qr }: BoletoPaymentDetailsProps) {
  const [qrOpen, setQrOpen] = useState(qr === 'shown');
  return (
    <Stack gap="md">
      <CopyField
        label="Linha digitável"
        value={boleto.linhaDigitavel}
        copyLabel="Copiar linha digitável"
      />
      {boleto.pdfUrl && (
        <Group>
          <Button
            component="a"
            href={boleto.pdfUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            Baixar boleto (PDF)
          </Button>
        </Group>
      )}
      {boleto.pixCode && (
        <>
          <Divider label="ou pague com Pix" labelPosition="center" />
          {qr === 'onDemand' && (
            <Group>
              <Button
                variant="default"
                leftSection={<IconQrcode size={18} aria-hidden />}
                onClick={() => setQrOpen((open) => !open)}
                aria-expanded={qrOpen}
              >
                {qrOpen ? 'Ocultar QR Code do Pix' : 'Mostrar QR Code do Pix'}
              </Button>
            </Group>
          )}
          {qrOpen && (
            <Group align="flex-start" gap="lg" wrap="wrap">
              <PixQrCode code={boleto.pixCode} />
              <Text size="sm" c="dimmed" maw={280}>
                Abra o app do seu banco, escolha pagar com Pix e aponte a câmera para o QR Code. O
                pagamento por Pix é confirmado em instantes.
              </Text>
            </Group>
          )}
          <CopyField
            label="Pix copia e cola"
            value={boleto.pixCode}
            copyLabel="Copiar código Pix"
          />
        </>
      )}
    </Stack>
  );
}
