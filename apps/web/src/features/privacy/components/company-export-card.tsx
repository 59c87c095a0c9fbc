import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useDownloadCompanyData } from '../api/downloads';

/** LGPD portability: every record of the company in one zip. */
export function CompanyExportCard() {
  const download = useDownloadCompanyData();
  const start = () =>
    download.mutate(undefined, {
      onError: (error) =>
        showToast({
          severity: 'error',
          summary: 'Não foi possível baixar os dados',
          detail: errorMessage(error),
        }),
    });
  return (
    <Card withBorder padding="xl" radius="md">
      <Title order={2} fz="lg">
        Exportar dados da empresa
      </Title>
      <Text size="sm" c="dimmed" mt="xs">
        Um arquivo .zip com todos os registros da empresa no Rumo (usuários, times, ciclos,
        objetivos, resultados-chave, check-ins, planejamento e histórico), em JSON e em CSV para
        planilhas, além do logotipo e das fotos de perfil. Senhas e links de acesso não são
        incluídos.
      </Text>
      <Group mt="lg">
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={start}
        >
          Baixar dados da empresa
        </Button>
      </Group>
    </Card>
  );
}
