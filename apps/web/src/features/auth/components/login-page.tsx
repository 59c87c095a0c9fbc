import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { applyApiErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useLogin } from '../api/login';
import { AuthHeader } from './auth-header';
import { useLoginFields } from './use-login-fields';

// The shared zod contract (and zod) load when the visitor starts on the form, not with the page.
const loadValidation = () => import('./login-validation');

/** Where to go after signing in: back to the page the guard stopped, else the dashboard. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== paths.login
    ? from
    : paths.dashboard;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useLoginFields();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = (await loadValidation()).checkLogin(form.values);
    if ('errors' in checked) {
      form.setErrors(checked.errors);
      return;
    }
    setFormError(null);
    login.mutate(checked.body, {
      onSuccess: () => navigate(destination(location.state), { replace: true }),
      onError: (error) => setFormError(applyApiErrors(form, error, ['email', 'password'])),
    });
  };

  return (
    <>
      <AuthHeader
        title="Entrar no Rumo"
        subtitle="Que bom ver você de novo. Acesse sua conta para acompanhar os seus OKRs."
      />
      <FormAlert message={formError} />
      <form onSubmit={handleSubmit} onFocus={() => void loadValidation()} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            placeholder="voce@empresa.com.br"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Senha"
            autoComplete="current-password"
            placeholder="Sua senha"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to={paths.resetPassword} size="sm">
              Esqueceu a senha?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Entrar
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="xl" c="dimmed">
        Ainda não tem conta?{' '}
        <Anchor component={Link} to={paths.register} fw={600}>
          Cadastre sua empresa
        </Anchor>
      </Text>
    </>
  );
}
