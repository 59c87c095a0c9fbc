import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { authMessages } from '@rumo/shared/auth/messages';
import {
  type ChangeOwnStaffPasswordBody,
  changeOwnStaffPasswordBodySchema,
} from '@rumo/shared/backoffice/auth';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { backofficePaths } from '../backoffice-routes';
import { BackofficeCardPage } from '../components/backoffice-card-page';
import { signOutStaff } from '../components/backoffice-user-menu';
import { backofficeSession, useBackofficeSession } from '../session/backoffice-session-store';
import { useChangeOwnStaffPassword } from '../session/own-password-api';

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
export default function OwnPasswordPage() {
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
    <BackofficeCardPage
      title={forced ? 'Defina sua senha' : 'Alterar senha'}
      description={
        forced
          ? `Olá${user?.name ? `, ${user.name.split(' ')[0]}` : ''}! Antes de continuar, escolha uma senha que só você conheça.`
          : 'Você continuará conectado neste navegador; as outras sessões serão encerradas.'
      }
    >
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
              <Button variant="subtle" color="gray" onClick={() => void signOutStaff(navigate)}>
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
    </BackofficeCardPage>
  );
}
