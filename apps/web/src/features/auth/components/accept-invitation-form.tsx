import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { activateBodySchema } from '@rumo/shared/auth/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { applyApiErrors } from '../../../lib/form-errors';
import { confirmationMatches, schemaValidator } from '../../../lib/form-validation';
import { paths } from '../../../lib/paths';
import { showToast } from '../../../lib/toasts';
import { useAcceptInvitation } from '../api/accept-invitation';
import { AuthHeader } from './auth-header';

interface InvitationForm {
  token: string;
  password: string;
  confirmPassword: string;
}

/** An invitation link (`?convite=1`): the person sets a password, which activates the account. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InvitationForm>({
    initialValues: { token, password: '', confirmPassword: '' },
    // The field starts as '' (not undefined), so the shared password rules always apply.
    validate: schemaValidator<InvitationForm>(
      activateBodySchema,
      confirmationMatches('password', 'confirmPassword'),
    ),
  });

  const handleSubmit = form.onSubmit(({ confirmPassword: _, ...values }) => {
    setFormError(null);
    accept.mutate(activateBodySchema.parse(values), {
      onSuccess: ({ message }) => {
        showToast({ severity: 'success', summary: 'Senha definida', detail: message });
        navigate(paths.login, { replace: true });
      },
      onError: (error) => setFormError(applyApiErrors(form, error, ['password'])),
    });
  });

  // The token comes from the link, not from a field: its problems show as the form's alert.
  const tokenError = typeof form.errors.token === 'string' ? form.errors.token : null;

  return (
    <>
      <AuthHeader
        title="Defina sua senha"
        subtitle="Você foi convidado para o Rumo. Escolha uma senha para ativar sua conta."
      />
      <FormAlert message={formError ?? tokenError} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordInputs
            label="Senha"
            inputProps={form.getInputProps('password')}
            confirmInputProps={form.getInputProps('confirmPassword')}
            autoFocus
          />
          <Button type="submit" size="md" fullWidth loading={accept.isPending}>
            Ativar conta
          </Button>
        </Stack>
      </form>
    </>
  );
}
