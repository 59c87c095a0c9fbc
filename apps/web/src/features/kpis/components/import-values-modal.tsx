import { Alert, Badge, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Kpi, KpiImportPreview } from '@rumo/shared/kpis/contracts';
import { formatKpiPeriod } from '@rumo/shared/kpis/rules';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { formatKpiValue } from '../../../components/kpis/kpi-format';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useImportKpiValues, usePreviewKpiImport } from '../api/use-import-kpi-values';

/** UTF-8, or Windows-1252 when the file is not valid UTF-8 (older Excel in pt-BR saves so). */
async function readCsv(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

interface ImportValuesModalProps {
  kpi: Kpi;
  opened: boolean;
  onClose: () => void;
}

/** Upload → preview with each row's errors → "Importar" writes every row, or nothing. */
export function ImportValuesModal({ kpi, opened, onClose }: ImportValuesModalProps) {
  const isSmall = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Importar valores (CSV)"
      size="xl"
      fullScreen={isSmall}
      centered
    >
      {opened && <ImportValues kpi={kpi} onDone={onClose} />}
    </Modal>
  );
}

function ImportValues({ kpi, onDone }: { kpi: Kpi; onDone: () => void }) {
  const preview = usePreviewKpiImport(kpi.id);
  const commit = useImportKpiValues(kpi.id);
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setCsv(null);
    setError(null);
    preview.reset();
    if (!chosen) return;
    const text = await readCsv(chosen);
    setCsv(text);
    preview.mutate(text, { onError: (failure) => setError(errorMessage(failure)) });
  };

  const importAll = async () => {
    if (!csv) return;
    setError(null);
    try {
      const { imported } = await commit.mutateAsync(csv);
      showToast({
        severity: 'success',
        summary: imported === 1 ? '1 valor importado.' : `${imported} valores importados.`,
      });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const result = preview.data;
  return (
    <Stack gap="md">
      <Text size="sm">
        Colunas <strong>periodo</strong> (AAAA-MM-DD ou MM/AAAA) e <strong>valor</strong> (vírgula
        ou ponto como decimal), separadas por ponto e vírgula ou vírgula. Um período já registrado é
        substituído.
      </Text>
      <FileInput
        label="Arquivo CSV"
        placeholder="Escolha o arquivo"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        value={file}
        onChange={choose}
      />
      {error && (
        <Alert color="red" title="Não foi possível importar">
          {error}
        </Alert>
      )}
      {preview.isPending && <Text size="sm">Conferindo o arquivo…</Text>}
      {result && <PreviewTable kpi={kpi} preview={result} />}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancelar
        </Button>
        <Button
          onClick={importAll}
          loading={commit.isPending}
          disabled={!result || result.errorCount > 0 || result.rows.length === 0}
        >
          Importar
        </Button>
      </Group>
    </Stack>
  );
}

function PreviewTable({ kpi, preview }: { kpi: Kpi; preview: KpiImportPreview }) {
  if (preview.fileErrors.length > 0) {
    return (
      <Alert color="red" title="O arquivo não pode ser importado">
        {preview.fileErrors.join(' ')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {preview.errorCount > 0 ? (
        <Alert color="red" title="Corrija o arquivo antes de importar">
          {preview.errorCount === 1
            ? '1 linha tem erro. Nada será gravado enquanto houver erros.'
            : `${preview.errorCount} linhas têm erros. Nada será gravado enquanto houver erros.`}
        </Alert>
      ) : (
        <Alert color="green" title="Arquivo conferido">
          {preview.rows.length === 1
            ? '1 linha pronta para importar.'
            : `${preview.rows.length} linhas prontas para importar.`}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={480} mah={360}>
        <Table striped stickyHeader aria-label="Prévia da importação">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Linha</Table.Th>
              <Table.Th>Período</Table.Th>
              <Table.Th>Valor</Table.Th>
              <Table.Th>Situação</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.rows.map((row) => (
              <Table.Tr key={row.line} data-testid="import-row">
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  {row.periodStart ? formatKpiPeriod(kpi.period, row.periodStart) : row.periodo}
                </Table.Td>
                <Table.Td>
                  {row.value !== null ? formatKpiValue(kpi, row.value) : row.valor}
                </Table.Td>
                <Table.Td>
                  {row.errors.length > 0 ? (
                    <Text size="sm" c="var(--mantine-color-error)">
                      {row.errors.join(' ')}
                    </Text>
                  ) : (
                    <Badge variant="light" color={row.replaces ? 'yellow' : 'green'}>
                      {row.replaces ? 'Substitui o valor atual' : 'Novo'}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
