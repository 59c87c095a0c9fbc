import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acceptInvitationBodySchema } from '@rumo/shared/auth/contracts';
import { errorCodes } from '@rumo/shared/common/errors';
import { IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AccountSummaryCard } from '../../../components/account-summary-card';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { applyApiErrors } from '../../../lib/form-errors';
import { confirmationMatches, schemaValidator } from '../../../lib/form-validation';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useAcceptInvitation, useInvitationPreview } from '../api/accept-invitation';

interface InvitationForm {
  token: string;
  password: string;
  confirmPassword: string;
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={72} radius="xl" variant="light" color="red">
        <IconCircleX size={40} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        Convite indisponível
      </Title>
      <Text c="dimmed" role="alert">
        {message}
      </Text>
      <Text c="dimmed" size="sm">
        Se você já aceitou o convite, basta entrar. Caso contrário, peça um novo convite ao
        administrador da sua empresa.
      </Text>
      <Button component={Link} to={paths.login} size="md" mt="sm">
        Ir para o login
      </Button>
    </Stack>
  );
}

/**
 * An invitation link (`?convite=1`): names the company and who invited, the person sets a
 * password, and accepting signs them in straight into the app.
 */
export function AcceptInvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm<InvitationForm>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: schemaValidator<InvitationForm>(
      acceptInvitationBodySchema,
      confirmationMatches('password', 'confirmPassword'),
    ),
  });

  if (preview.isPending) {
    return (
      <Stack align="center" ta="center" gap="md" role="status">
        <Loader />
        <Text c="dimmed">Conferindo o convite…</Text>
      </Stack>
    );
  }
  if (preview.isError) return <InvalidInvitation message={errorMessage(preview.error)} />;
  if (linkError) return <InvalidInvitation message={linkError} />;

  const { company, inviterName, email, name } = preview.data;
  const handleSubmit = form.onSubmit(({ confirmPassword: _, ...values }) => {
    setFormError(null);
    accept.mutate(acceptInvitationBodySchema.parse(values), {
      onSuccess: () => {
        showToast({ severity: 'success', summary: 'Convite aceito. Boas-vindas ao Rumo!' });
        navigate(paths.dashboard, { replace: true });
      },
      onError: (error) => {
        const code = isApiError(error) ? (error.body as { code?: unknown } | null)?.code : null;
        if (code === errorCodes.invalidToken) setLinkError(errorMessage(error));
        else setFormError(applyApiErrors(form, error, ['password']));
      },
    });
  });
  const tokenError = typeof form.errors.token === 'string' ? form.errors.token : null;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          Defina sua senha
        </Title>
        <Text c="dimmed" mt={4}>
          {inviterName
            ? `${inviterName} convidou você para a empresa ${company} no Rumo.`
            : `Você recebeu um convite para a empresa ${company} no Rumo.`}{' '}
          Escolha uma senha para entrar.
        </Text>
      </div>
      <AccountSummaryCard company={company} emailLabel={`Acesso de ${name}`} email={email} />
      <form onSubmit={handleSubmit} noValidate>
        <FormAlert message={formError ?? tokenError} />
        <Stack gap="md">
          <NewPasswordInputs
            label="Senha"
            inputProps={form.getInputProps('password')}
            confirmInputProps={form.getInputProps('confirmPassword')}
            autoFocus
          />
          <Button type="submit" size="md" fullWidth loading={accept.isPending}>
            Aceitar convite e entrar
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
