import { Button, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { FiscalData } from '@rumo/shared/billing/fiscal-data';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { digitsOf, maskDocument, maskZipcode } from '../../../components/payment/masks';
import { QueryError } from '../../../components/query-error';
import { useFiscalData } from '../api/use-fiscal-data';
import { FiscalDataForm } from './fiscal-data-form';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function addressLines({ address }: FiscalData): string {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(', ');
  return `${street} · ${address.neighborhood} · ${address.city}/${address.state} · CEP ${maskZipcode(address.zipcode)}`;
}

function FiscalDataSummary({ data }: { data: FiscalData }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Field label={digitsOf(data.document).length === 11 ? 'CPF' : 'CNPJ'}>
        {maskDocument(data.document)}
      </Field>
      <Field label="Nome ou razão social">{data.name}</Field>
      <Field label="E-mail para receber a nota">{data.email}</Field>
      <Field label="Endereço">{addressLines(data)}</Field>
    </SimpleGrid>
  );
}

/**
 * "Dados para a nota fiscal" in the billing tab: who the NFS-e are issued to (taken from the
 * checkout until the admin corrects them), editable for the next nota.
 */
export function FiscalDataCard() {
  const fiscal = useFiscalData();
  const [editing, setEditing] = useState(false);

  let body: React.ReactNode;
  if (fiscal.isError) {
    body = <QueryError error={fiscal.error} onRetry={() => void fiscal.refetch()} />;
  } else if (fiscal.data === undefined) {
    body = <Skeleton height={96} radius="sm" aria-label="Carregando dados para a nota fiscal" />;
  } else if (editing) {
    body = <FiscalDataForm data={fiscal.data} onDone={() => setEditing(false)} />;
  } else if (fiscal.data) {
    body = <FiscalDataSummary data={fiscal.data} />;
  } else {
    body = (
      <Text size="sm" c="dimmed">
        Nenhum dado informado ainda. Informe o CPF ou CNPJ, o nome e o endereço de quem recebe a
        nota.
      </Text>
    );
  }

  return (
    <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="fiscal-data">
      <Group justify="space-between" align="flex-start" mb="xs" gap="sm">
        <Title order={2} fz="lg" id="fiscal-data">
          Dados para a nota fiscal
        </Title>
        {!editing && fiscal.data !== undefined && (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {fiscal.data ? 'Corrigir dados' : 'Informar dados'}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        A nota fiscal de cada pagamento sai com estes dados. Uma correção vale a partir da próxima
        nota; as já emitidas não mudam.
        {fiscal.data?.source === 'checkout'
          ? ' Por enquanto, são os dados informados na compra.'
          : ''}
      </Text>
      {body}
    </Card>
  );
}
