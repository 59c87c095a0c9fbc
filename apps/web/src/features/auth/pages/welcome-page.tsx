import { Button, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconConfetti, IconTarget, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { displayName, isAuthenticated, useSession } from '../../../lib/session-store';

export default function WelcomePage() {
  const { user } = useSession();
  const signedIn = isAuthenticated(user);

  return (
    <Stack gap="lg">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconConfetti size={34} />
      </ThemeIcon>
      <div>
        <Title order={1} fz={28}>
          {signedIn ? `Boas-vindas, ${displayName(user).split(' ')[0]}!` : 'Boas-vindas ao Rumo!'}
        </Title>
        <Text c="dimmed" mt={6}>
          Sua conta está pronta. Três passos para sua equipe começar a andar na mesma direção:
        </Text>
      </div>
      <List spacing="md" center>
        <List.Item
          icon={
            <ThemeIcon variant="light" radius="xl">
              <IconTarget size={18} />
            </ThemeIcon>
          }
        >
          Defina os objetivos do ciclo e seus resultados-chave.
        </List.Item>
        <List.Item
          icon={
            <ThemeIcon variant="light" radius="xl">
              <IconUsersGroup size={18} />
            </ThemeIcon>
          }
        >
          Convide as pessoas e organize os times.
        </List.Item>
        <List.Item
          icon={
            <ThemeIcon variant="light" radius="xl">
              <IconChecklist size={18} />
            </ThemeIcon>
          }
        >
          Faça check-ins semanais e acompanhe a evolução.
        </List.Item>
      </List>
      <Button component={Link} to={signedIn ? paths.dashboard : paths.login} size="md">
        {signedIn ? 'Ir para o Dashboard' : 'Entrar'}
      </Button>
    </Stack>
  );
}
