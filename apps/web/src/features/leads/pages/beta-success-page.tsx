import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { leadMessages } from '@rumo/shared/leads/contracts';
import { IconConfetti } from '@tabler/icons-react';
import { Link } from 'react-router';

/** /auth/beta-success */
export default function BetaSuccessPage() {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={72} radius="xl" variant="light">
        <IconConfetti size={38} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={28}>
        Inscrição recebida
      </Title>
      <Text c="dimmed">{leadMessages.betaReceived}</Text>
      <Button component={Link} to="/" size="md" mt="sm">
        Voltar ao início
      </Button>
    </Stack>
  );
}
