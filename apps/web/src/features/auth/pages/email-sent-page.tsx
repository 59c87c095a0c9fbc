import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDevMailboxAvailable } from '../api/dev-mailbox';

export interface EmailSentState {
  email?: string;
  reason?: 'activation' | 'reset';
}

function describe({ email, reason }: EmailSentState): string {
  const target = email ? ` para ${email}` : '';
  if (reason === 'reset') {
    return `Se houver uma conta com este e-mail, enviamos${target} um link para redefinir a senha. O link vale por tempo limitado.`;
  }
  return `Enviamos${target} um link de ativação. Clique nele para ativar sua conta e depois entre no Rumo.`;
}

export default function EmailSentPage() {
  const state = (useLocation().state ?? {}) as EmailSentState;
  const { data: mailboxAvailable } = useDevMailboxAvailable();

  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={72} radius="xl" variant="light">
        <IconMailCheck size={38} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        Verifique seu e-mail
      </Title>
      <Text c="dimmed">{describe(state)}</Text>
      <Text c="dimmed" size="sm">
        Não recebeu? Confira a caixa de spam ou{' '}
        {/* Underlined: a link inside a sentence must not differ by colour alone (WCAG 1.4.1). */}
        <Anchor
          component={Link}
          to={state.reason === 'reset' ? paths.resetPassword : paths.register}
          underline="always"
        >
          tente novamente
        </Anchor>
        .
      </Text>
      <Button component={Link} to={paths.login} size="md" mt="sm">
        Ir para o login
      </Button>
      {mailboxAvailable && (
        <Anchor href={paths.devMailbox} target="_blank" size="sm" underline="always">
          Abrir a caixa de e-mails de desenvolvimento
        </Anchor>
      )}
    </Stack>
  );
}
