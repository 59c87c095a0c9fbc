import { Button, Card, FileInput, Group, Stack, Title } from '@mantine/core';
import {
  OKR_IMPORT_MAX_BYTES,
  type OkrImportPreview,
  okrImportMessages,
} from '@rumo/shared/okr-import/contracts';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { CYCLE_PARAM, CycleSelect, useSelectedCycle } from '../../../components/okr/cycle-select';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { invalidateOkrData } from '../api/invalidate-okr-data';
import { commitOkrImport, previewOkrImport } from '../api/okr-import';
import { OkrImportGuide } from '../components/okr-import-guide';
import { OkrImportPreviewView } from '../components/okr-import-preview';

/** /okrs/importar (admins): a cycle's OKRs from a CSV or XLSX spreadsheet, checked before writing. */
export default function OkrImportPage() {
  const { cycle } = useSelectedCycle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<OkrImportPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'commit' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setFailure(next && next.size > OKR_IMPORT_MAX_BYTES ? okrImportMessages.tooLarge : null);
  };

  const check = async () => {
    if (!cycle || !file) return;
    setBusy('preview');
    setFailure(null);
    try {
      setPreview(await previewOkrImport(cycle.id, file));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const commit = async () => {
    if (!cycle || !file) return;
    setBusy('commit');
    setFailure(null);
    try {
      const result = await commitOkrImport(cycle.id, file);
      await invalidateOkrData(queryClient);
      showToast({
        severity: 'success',
        summary: `Importação concluída: ${result.objectives} objetivo(s) e ${result.keyResults} resultado(s)-chave.`,
      });
      navigate(`${paths.okrs}?${new URLSearchParams({ [CYCLE_PARAM]: cycle.id, visao: 'lista' })}`);
    } catch (error) {
      setFailure(errorMessage(error));
      // The company may have changed since the preview: show what the file says now.
      setPreview(null);
    } finally {
      setBusy(null);
    }
  };

  const closed = cycle?.status === 'closed';
  const canImport = !!preview && preview.errorCount === 0 && preview.objectives.length > 0;

  return (
    <>
      <PageHeader
        title="Importar OKRs"
        description="Crie os objetivos e resultados-chave de um ciclo a partir de uma planilha CSV ou XLSX."
        actions={<CycleSelect w={{ base: '100%', xs: 280 }} label="Ciclo de destino" />}
      />
      <Stack gap="lg" maw={1100}>
        <Card withBorder padding="lg">
          <OkrImportGuide />
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              2. Envie a planilha
            </Title>
            <FileInput
              label="Planilha (CSV ou XLSX)"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileSpreadsheet size={16} />}
              value={file}
              onChange={choose}
              clearable
              clearButtonProps={{ 'aria-label': 'Remover arquivo' }}
              maw={480}
            />
            {failure && <FormAlert message={failure} />}
            <Group gap="sm">
              <Button
                variant="default"
                leftSection={<IconUpload size={16} />}
                onClick={check}
                loading={busy === 'preview'}
                disabled={!file || !cycle || closed || (file?.size ?? 0) > OKR_IMPORT_MAX_BYTES}
              >
                Conferir planilha
              </Button>
              <Button
                onClick={commit}
                loading={busy === 'commit'}
                disabled={!canImport || busy !== null}
              >
                Importar
              </Button>
            </Group>
            {closed && <FormAlert message="Este ciclo está encerrado. Escolha outro ciclo." />}
            {preview && <OkrImportPreviewView preview={preview} />}
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
