import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type StaffLoginBody, staffLoginBodySchema } from '@rumo/shared/backoffice/auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { schemaValidator } from '../../../lib/form-validation';
import { backofficeApi } from '../api/backoffice-api-client';
import { BACKOFFICE_BASE_PATH, backofficePaths } from '../backoffice-routes';
import { BackofficeCardPage } from '../components/backoffice-card-page';
import { backofficeSession } from '../session/backoffice-session-store';

/** After signing in: back to the backoffice page the guard stopped, else the dashboard. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' &&
    from.startsWith(BACKOFFICE_BASE_PATH) &&
    !from.startsWith(backofficePaths.login)
    ? from
    : backofficePaths.dashboard;
}

export default function BackofficeLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StaffLoginBody>({
    initialValues: { email: '', password: '' },
    validate: schemaValidator<StaffLoginBody>(staffLoginBodySchema),
  });
  const login = useMutation({ mutationFn: backofficeApi.login });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    login.mutate(staffLoginBodySchema.parse(values), {
      onSuccess: (tokens) => {
        // Spec §3/§4: access token, refresh token and user are kept locally.
        backofficeSession.save(tokens);
        navigate(destination(location.state), { replace: true });
      },
      onError: (error) => setFormError(errorMessage(error)),
    });
  });

  return (
    <BackofficeCardPage
      title="Acesso da equipe"
      description="Entre com sua conta de usuário do sistema para administrar planos, assinaturas e pagamentos."
    >
      <form onSubmit={handleSubmit} noValidate>
        <FormAlert message={formError} />
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="username"
            placeholder="voce@rumo.com.br"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Senha"
            autoComplete="current-password"
            placeholder="Sua senha"
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Entrar
          </Button>
        </Stack>
      </form>
    </BackofficeCardPage>
  );
}
