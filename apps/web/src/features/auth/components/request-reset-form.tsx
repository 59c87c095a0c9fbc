import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@rumo/shared/auth/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { paths } from '../../../lib/paths';
import { useForgotPassword } from '../api/forgot-password';
import type { EmailSentState } from '../pages/email-sent-page';
import { AuthHeader } from './auth-header';

export function RequestResetForm() {
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    initialValues: { email: '' },
    validate: schemaValidator<ForgotPasswordBody>(forgotPasswordBodySchema),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    const body = forgotPasswordBodySchema.parse(values);
    forgotPassword.mutate(body, {
      onSuccess: () => {
        const state: EmailSentState = { email: body.email, reason: 'reset' };
        navigate(paths.emailSent, { state });
      },
      onError: (error) => setFormError(applyApiErrors(form, error, ['email'])),
    });
  });

  return (
    <>
      <AuthHeader
        title="Redefinir senha"
        subtitle="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      />
      <FormAlert message={formError} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            placeholder="voce@empresa.com.br"
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={forgotPassword.isPending}>
            Enviar link
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="xl" c="dimmed">
        Lembrou a senha?{' '}
        <Anchor component={Link} to={paths.login} fw={600}>
          Voltar para o login
        </Anchor>
      </Text>
    </>
  );
}
