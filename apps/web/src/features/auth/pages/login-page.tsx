import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../lib/paths';
// biome-ignore lint/style/noRestrictedImports: /login shows the SSO buttons of the sso feature (issue 25)
import { SsoSignInButtons } from '../../sso/components/sso-sign-in-buttons';
import { AuthHeader } from '../components/auth-header';
import { useLoginFields } from '../components/use-login-fields';

// The shared zod contract (and zod) and the API client load when the visitor starts on the
// form, not with the page.
const loadActions = () => import('../components/login-actions');

/** Where to go after signing in: back to the page the guard stopped, else the dashboard. */
function destination(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== paths.login
    ? from
    : paths.dashboard;
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [isPending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useLoginFields();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const actions = await loadActions();
    const checked = actions.checkLogin(form.values);
    if ('errors' in checked) {
      form.setErrors(checked.errors);
      return;
    }
    setFormError(null);
    setPending(true);
    try {
      await actions.signIn(checked.body);
      navigate(destination(location.state), { replace: true });
    } catch (error) {
      setFormError(actions.applyLoginErrors(form, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <AuthHeader
        title="Entrar no Rumo"
        subtitle="Que bom ver você de novo. Acesse sua conta para acompanhar os seus OKRs."
      />
      <FormAlert message={formError} />
      <form onSubmit={handleSubmit} onFocus={() => void loadActions()} noValidate>
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
          <Button type="submit" size="md" fullWidth loading={isPending}>
            Entrar
          </Button>
        </Stack>
      </form>
      <SsoSignInButtons email={form.values.email} />
      <Text ta="center" size="sm" mt="xl" c="dimmed">
        Ainda não tem conta?{' '}
        <Anchor component={Link} to={paths.register} fw={600}>
          Cadastre sua empresa
        </Anchor>
      </Text>
    </>
  );
}
