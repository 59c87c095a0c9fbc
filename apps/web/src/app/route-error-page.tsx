import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';

/** Shown when a route fails to load or render (for example, a stale chunk after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
    document.title = 'Erro | Rumo';
  }, [error]);

  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>Algo deu errado</Title>
        <Text c="dimmed">
          Não foi possível abrir esta página. Recarregue para tentar de novo; se o problema
          continuar, volte ao início.
        </Text>
        <Group>
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            Recarregar
          </Button>
          <Button variant="default" component={Link} to="/" reloadDocument>
            Voltar ao início
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
