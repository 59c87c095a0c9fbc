import {
  ActionIcon,
  Anchor,
  Code,
  CopyButton,
  Group,
  SimpleGrid,
  Text,
  Tooltip,
} from '@mantine/core';
import { formatBillingDate } from '@rumo/shared/billing/money';
import type { BoletoDetails } from '@rumo/shared/billing/payment-method';
import { IconCheck, IconCopy, IconFileTypePdf } from '@tabler/icons-react';

/** A code shown whole (it wraps) with a button that copies it. */
function CopyableCode({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} id={`${label}-label`}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code
          block
          fz="sm"
          style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          aria-labelledby={`${label}-label`}
        >
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copiado' : `Copiar ${label.toLowerCase()}`}>
              <ActionIcon
                variant="light"
                size="lg"
                color={copied ? 'teal' : undefined}
                aria-label={copied ? `${label} copiado` : `Copiar ${label.toLowerCase()}`}
                onClick={copy}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}

/** A boleto as its payer got it: due date, linha digitável, Pix copia e cola and the PDF. */
export function BoletoDetailsSection({ boleto }: { boleto: BoletoDetails }) {
  return (
    <section aria-labelledby="boleto-details">
      <Text component="h3" fw={700} fz="md" id="boleto-details" mb="sm">
        Boleto
      </Text>
      <SimpleGrid cols={1} spacing="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Vencimento
            </Text>
            <Text size="sm">{formatBillingDate(boleto.dueDate)}</Text>
          </div>
          {boleto.pdfUrl && (
            <Anchor
              href={boleto.pdfUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              underline="always"
            >
              <Group gap={4} component="span" wrap="nowrap">
                <IconFileTypePdf size={16} aria-hidden />
                Abrir o PDF do boleto
              </Group>
            </Anchor>
          )}
        </Group>
        <CopyableCode label="Linha digitável" value={boleto.linhaDigitavel} />
        {boleto.pixCode && <CopyableCode label="Pix copia e cola" value={boleto.pixCode} />}
      </SimpleGrid>
    </section>
  );
}
