import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { isChunkLoadError, reloadIfNewDeploy } from './chunk-errors';
import { PageAreaError } from './page-load-error';

/** Logs the error, and reloads once when it is a chunk that a new deploy removed. */
function useReportRouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    if (isChunkLoadError(error)) void reloadIfNewDeploy();
  }, [error]);
  return error;
}

/**
 * The whole app failed (a layout's code or the router itself): nothing of the shell is left to
 * keep, so this stands alone.
 */
export function RouteErrorPage() {
  useReportRouteError();
  useEffect(() => {
    document.title = 'Erro | Rumo';
  }, []);

  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>Algo deu errado</Title>
        <Text c="dimmed">
          Não foi possível abrir esta página. Tente novamente; se o problema continuar, volte ao
          início.
        </Text>
        <Group>
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            Tentar novamente
          </Button>
          <Button variant="default" component={Link} to="/" reloadDocument>
            Voltar ao início
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

/** One page of the app failed: the error shows in the page area, menu and top bar stay. */
export function PageErrorBoundary() {
  useReportRouteError();
  return (
    <PageAreaError
      title="Algo deu errado nesta página"
      message="Não foi possível mostrar esta página. Tente novamente; o restante do Rumo continua disponível no menu."
      onRetry={() => window.location.reload()}
    />
  );
}
