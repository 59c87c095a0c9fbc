import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages } from '@rumo/shared/auth/messages';
import {
  type ChangeOwnStaffPasswordBody,
  changeOwnStaffPasswordBodySchema,
} from '@rumo/shared/backoffice/auth';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DarkModeToggle } from '../../../components/dark-mode-toggle';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { backofficePaths } from '../backoffice-routes';
import { BackofficeBrand } from '../components/backoffice-brand';
import classes from '../components/backoffice-login-page.module.css';
import { signOutStaff } from '../components/backoffice-user-menu';
import { backofficeSession, useBackofficeSession } from './backoffice-session-store';
import { useChangeOwnStaffPassword } from './own-password-api';

const EMPTY: ChangeOwnStaffPasswordBody = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * "Defina sua senha": where someone whose password was chosen by another person (a new account,
 * a reset) lands after signing in, and stays until they choose their own; also "Alterar senha"
 * of the user menu for everyone else.
 */
export function OwnPasswordPage() {
  const navigate = useNavigate();
  const { user } = useBackofficeSession();
  const forced = user?.mustChangePassword === true;
  const change = useChangeOwnStaffPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangeOwnStaffPasswordBody>({
    initialValues: EMPTY,
    validate: schemaValidator<ChangeOwnStaffPasswordBody>(changeOwnStaffPasswordBodySchema),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    change.mutate(changeOwnStaffPasswordBodySchema.parse(values), {
      onSuccess: (updated) => {
        backofficeSession.setUser(updated);
        showToast({
          severity: 'success',
          summary: 'Senha alterada',
          detail: authMessages.passwordChanged,
        });
        navigate(backofficePaths.dashboard, { replace: true });
      },
      onError: (error) =>
        setFormError(
          applyApiErrors(form, error, ['currentPassword', 'newPassword', 'confirmPassword']),
        ),
    });
  });

  return (
    <div className={classes.root}>
      <div className={classes.corner}>
        <DarkModeToggle />
      </div>
      <main className={classes.main}>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.card}>
          <Stack gap="lg">
            <BackofficeBrand size={30} />
            <div>
              <Title order={1} fz={24}>
                {forced ? 'Defina sua senha' : 'Alterar senha'}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {forced
                  ? `Olá${user?.name ? `, ${user.name.split(' ')[0]}` : ''}! Antes de continuar, escolha uma senha que só você conheça.`
                  : 'Você continuará conectado neste navegador; as outras sessões serão encerradas.'}
              </Text>
            </div>
            {forced && (
              <Alert variant="light" color="blue" icon={<IconLock size={18} />}>
                A senha com que você entrou foi definida por outra pessoa da equipe. Até trocá-la, o
                backoffice fica bloqueado para a sua conta.
              </Alert>
            )}
            <form onSubmit={handleSubmit} noValidate>
              <FormAlert message={formError} />
              <Stack gap="md">
                <PasswordInput
                  label="Senha atual"
                  description={forced ? 'A senha que você recebeu.' : undefined}
                  autoComplete="current-password"
                  {...form.getInputProps('currentPassword')}
                />
                <NewPasswordInputs
                  label="Nova senha"
                  confirmLabel="Confirmar nova senha"
                  inputProps={form.getInputProps('newPassword')}
                  confirmInputProps={form.getInputProps('confirmPassword')}
                />
                <Group justify="space-between" gap="sm">
                  {forced ? (
                    <Button
                      variant="subtle"
                      color="gray"
                      onClick={() => void signOutStaff(navigate)}
                    >
                      Sair
                    </Button>
                  ) : (
                    <Button variant="default" onClick={() => navigate(backofficePaths.dashboard)}>
                      Cancelar
                    </Button>
                  )}
                  <Button type="submit" loading={change.isPending}>
                    Salvar nova senha
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stack>
        </Paper>
      </main>
    </div>
  );
}
