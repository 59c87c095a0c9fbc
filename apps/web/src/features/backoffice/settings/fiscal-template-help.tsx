import { Code, List, Stack, Text } from '@mantine/core';
import {
  INVOICE_TEMPLATE_PLACEHOLDERS,
  type InvoiceTemplatePlaceholder,
  renderInvoiceDescription,
} from '@rumo/shared/backoffice/fiscal-settings';

const SAMPLE: Record<InvoiceTemplatePlaceholder, string> = {
  plano: 'Rumo Equipe',
  periodo: '01/11/2026 a 30/11/2026',
  empresa: 'Loja Azul Ltda',
  valor: 'R$ 449,00',
};

const PLACEHOLDERS = Object.entries(INVOICE_TEMPLATE_PLACEHOLDERS) as [
  InvoiceTemplatePlaceholder,
  string,
][];

/** The placeholders the description template may use, and the description they give. */
export function FiscalTemplateHelp({ template }: { template: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        Marcadores que você pode usar; cada um é trocado pelo valor do pagamento:
      </Text>
      <List size="sm" spacing={2}>
        {PLACEHOLDERS.map(([name, meaning]) => (
          <List.Item key={name}>
            <Code>{`{${name}}`}</Code> — {meaning}
          </List.Item>
        ))}
      </List>
      <Text size="sm" c="dimmed" mt={4}>
        Prévia:
      </Text>
      <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }} aria-live="polite">
        {template.trim() ? renderInvoiceDescription(template, SAMPLE) : '—'}
      </Text>
    </Stack>
  );
}
