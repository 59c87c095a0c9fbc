import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { changePasswordBodySchema } from '@rumo/shared/auth/contracts';
import { authMessages } from '@rumo/shared/auth/messages';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { applyApiErrors } from '../../../lib/form-errors';
import { confirmationMatches, schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

export function PasswordForm() {
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    initialValues: EMPTY,
    validate: schemaValidator<PasswordValues>(
      changePasswordBodySchema,
      confirmationMatches('newPassword', 'confirmNewPassword'),
    ),
  });

  const handleSubmit = form.onSubmit(({ confirmNewPassword: _, ...values }) => {
    setFormError(null);
    changePassword.mutate(changePasswordBodySchema.parse(values), {
      onSuccess: () => {
        form.reset();
        showToast({
          severity: 'success',
          summary: 'Senha alterada',
          detail: authMessages.passwordChanged,
        });
      },
      onError: (error) =>
        setFormError(applyApiErrors(form, error, ['currentPassword', 'newPassword'])),
    });
  });

  return (
    <Card withBorder padding="xl">
      <Title order={2} fz="lg">
        Alterar senha
      </Title>
      <Text c="dimmed" size="sm" mb="lg">
        Você continuará conectado neste navegador.
      </Text>
      <FormAlert message={formError} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Senha atual"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordInputs
            label="Nova senha"
            confirmLabel="Confirmar nova senha"
            inputProps={form.getInputProps('newPassword')}
            confirmInputProps={form.getInputProps('confirmNewPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={changePassword.isPending}>
              Alterar senha
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
