import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resetPasswordBodySchema } from '@rumo/shared/auth/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { applyApiErrors } from '../../../lib/form-errors';
import { confirmationMatches, schemaValidator } from '../../../lib/form-validation';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';
import { AuthHeader } from './auth-header';

interface NewPasswordForm {
  token: string;
  password: string;
  confirmPassword: string;
}

export function SetNewPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewPasswordForm>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: schemaValidator<NewPasswordForm>(
      resetPasswordBodySchema,
      confirmationMatches('password', 'confirmPassword'),
    ),
  });

  const handleSubmit = form.onSubmit(({ confirmPassword: _, ...values }) => {
    setFormError(null);
    resetPassword.mutate(resetPasswordBodySchema.parse(values), {
      onError: (error) => setFormError(applyApiErrors(form, error, ['password'])),
    });
  });

  // The token comes from the link, not from a field: its problems show as the form's alert.
  const tokenError = typeof form.errors.token === 'string' ? form.errors.token : null;

  if (resetPassword.isSuccess) {
    return (
      <Stack gap="md">
        <AuthHeader title="Senha redefinida" subtitle="Agora é só entrar com a nova senha." />
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
          {resetPassword.data.message}
        </Alert>
        <Button component={Link} to={paths.login} size="md" fullWidth>
          Entrar
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <AuthHeader
        title="Crie uma nova senha"
        subtitle="Escolha uma senha que você não use em outros serviços."
      />
      <FormAlert message={formError ?? tokenError} />
      {(formError || tokenError) && (
        <Text size="sm" mb="md">
          O link não funciona mais?{' '}
          <Anchor component={Link} to={paths.resetPassword}>
            Solicite um novo link
          </Anchor>
          .
        </Text>
      )}
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordInputs
            label="Nova senha"
            inputProps={form.getInputProps('password')}
            confirmInputProps={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={resetPassword.isPending}>
            Redefinir senha
          </Button>
        </Stack>
      </form>
    </>
  );
}
