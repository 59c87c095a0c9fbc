import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { reminderMessages } from '@rumo/shared/reminders/contracts';
import { IconCircleCheck, IconCircleX, IconMailOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The "não quero mais receber" link of the reminder e-mails, signed out. It asks before acting,
 * so a mail scanner opening the link does not unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const unsubscribe = useUnsubscribe();

  if (unsubscribe.isSuccess) {
    const what = reminderMessages.kindLabels[unsubscribe.data.kind];
    return (
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="green">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={28}>
          Pronto!
        </Title>
        <Text c="dimmed" role="status">
          Você não receberá mais o e-mail de {what}. Se mudar de ideia, ative de novo em Meu Perfil.
        </Text>
        <Button component={Link} to={paths.profile} variant="light" mt="sm">
          Abrir Meu Perfil
        </Button>
      </Stack>
    );
  }

  if (!token || unsubscribe.isError) {
    return (
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="red">
          <IconCircleX size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={28}>
          Não foi possível cancelar
        </Title>
        <Text c="dimmed" role="alert">
          {token ? errorMessage(unsubscribe.error) : reminderMessages.invalidToken}
        </Text>
        <Button component={Link} to={paths.profile} mt="sm">
          Ajustar em Meu Perfil
        </Button>
      </Stack>
    );
  }

  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={72} radius="xl" variant="light">
        <IconMailOff size={40} aria-hidden />
      </ThemeIcon>
      <Title order={1} fz={28}>
        Parar de receber este e-mail?
      </Title>
      <Text c="dimmed">
        Confirme para deixar de receber este e-mail do Rumo. Os outros e-mails continuam como estão,
        e você pode voltar atrás em Meu Perfil.
      </Text>
      <Button
        size="md"
        mt="sm"
        loading={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate({ token })}
      >
        Não quero mais receber
      </Button>
    </Stack>
  );
}
