import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { OKR_IMPORT_COLUMNS, OKR_IMPORT_MAX_ROWS } from '@rumo/shared/okr-import/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { downloadImportModel } from '../api/okr-import';

/** How the spreadsheet is laid out, and the model files to start from. */
export function OkrImportGuide() {
  const [downloading, setDownloading] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setDownloading(format);
    try {
      await downloadImportModel(format);
    } catch (error) {
      showToast({
        severity: 'error',
        summary: 'Não foi possível baixar o modelo',
        detail: errorMessage(error),
      });
    } finally {
      setDownloading(null);
    }
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        1. Baixe o modelo
      </Title>
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={downloading === 'csv'}
          onClick={() => download('csv')}
        >
          Modelo CSV
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={downloading === 'xlsx'}
          onClick={() => download('xlsx')}
        >
          Modelo XLSX
        </Button>
      </Group>
      <Text size="sm">
        Uma linha por resultado-chave, com as colunas: {OKR_IMPORT_COLUMNS.join(', ')}.
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          Preencha as colunas do objetivo na primeira linha dele; nas linhas seguintes (outros
          resultados-chave do mesmo objetivo) deixe-as em branco ou repita o mesmo título.
        </List.Item>
        <List.Item>
          Nível: Empresa, Time ou Individual. Time e Pilar pelo nome cadastrado.
        </List.Item>
        <List.Item>
          Responsáveis pelo e-mail de uma pessoa ativa da empresa; sem responsável do KR, vale o do
          objetivo.
        </List.Item>
        <List.Item>
          Tipo: Aumentar (padrão), Reduzir, Manter acima de, Manter abaixo de ou Entregue ou não.
          Unidade: Número (padrão), Percentual (%), Moeda (R$) ou qualquer outra palavra (unidade
          personalizada).
        </List.Item>
        <List.Item>
          Números como no Brasil: 1.234,56 (também aceita 1234.56). Valor inicial em branco é 0;
          Meta é obrigatória (exceto em Entregue ou não).
        </List.Item>
        <List.Item>
          CSV separado por ponto e vírgula ou vírgula, ou XLSX; até 1 MB e {OKR_IMPORT_MAX_ROWS}{' '}
          linhas.
        </List.Item>
      </List>
    </Stack>
  );
}
