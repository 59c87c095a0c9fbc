import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { tokenSchema } from '@rumo/shared/auth/fields';
import { errorCodes } from '@rumo/shared/common/error-codes';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useActivateAccount } from '../api/activate-account';
import { AcceptInvitationForm } from '../components/accept-invitation-form';

const MISSING_TOKEN_MESSAGE =
  'O link de ativação está incompleto. Abra o link completo enviado para o seu e-mail.';

export default function ActivateAccountPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // An invitation link asks for a password first, so it must not activate on load.
  const invitation = searchParams.get('convite') === '1';
  // A link cut short (a mail client wrapping it) is not sent: the API could only answer that
  // its fields are invalid, which means nothing on a page without fields.
  const complete = token !== null && tokenSchema.safeParse(token).success;
  const activation = useActivateAccount(invitation || !complete ? null : token);

  if (invitation && token) return <AcceptInvitationForm token={token} />;

  if (complete && activation.isPending) {
    return (
      <Stack align="center" ta="center" gap="md" role="status">
        <Loader />
        <Text c="dimmed">Ativando sua conta…</Text>
      </Stack>
    );
  }

  if (activation.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color="green">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={1} fz={28}>
          Conta ativada!
        </Title>
        <Text c="dimmed">{activation.data.message}</Text>
        <Button component={Link} to={paths.login} size="md" mt="sm">
          Entrar
        </Button>
        <Button component={Link} to={paths.welcome} variant="subtle">
          Conhecer os primeiros passos
        </Button>
      </Stack>
    );
  }

  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={72} radius="xl" variant="light" color="red">
        <IconCircleX size={40} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        Não foi possível ativar a conta
      </Title>
      <Text c="dimmed" role="alert">
        {complete && !hasErrorCode(activation.error, errorCodes.validation)
          ? errorMessage(activation.error)
          : MISSING_TOKEN_MESSAGE}
      </Text>
      <Text c="dimmed" size="sm">
        Se a conta já foi ativada, basta entrar. Caso contrário, confira se abriu o link mais
        recente enviado para o seu e-mail.
      </Text>
      <Button component={Link} to={paths.login} size="md" mt="sm">
        Ir para o login
      </Button>
      <Button component={Link} to={paths.register} variant="subtle">
        Criar uma conta
      </Button>
    </Stack>
  );
}
