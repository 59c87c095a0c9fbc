import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useDownloadMyData } from '../api/downloads';

/** Meu Perfil › Seus dados: what Rumo keeps about the person, as a file (LGPD). */
export function MyDataCard() {
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onError: (error) =>
        showToast({
          severity: 'error',
          summary: 'Não foi possível baixar seus dados',
          detail: errorMessage(error),
        }),
    });
  return (
    <Card withBorder padding="xl">
      <Title order={2} fz="lg">
        Seus dados
      </Title>
      <Text size="sm" c="dimmed" mt="xs">
        Baixe uma cópia de tudo o que o Rumo guarda sobre você: conta, acessos, times, OKRs,
        check-ins, alterações feitas e e-mails recebidos, num arquivo JSON.
      </Text>
      <Group mt="lg">
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={start}
        >
          Baixar meus dados
        </Button>
      </Group>
    </Card>
  );
}
