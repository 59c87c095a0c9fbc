import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { activatePurchaseBodySchema } from '@rumo/shared/billing/contracts';
import { errorCodes } from '@rumo/shared/common/error-codes';
import { IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AccountSummaryCard } from '../../../components/account-summary-card';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { applyApiErrors } from '../../../lib/form-errors';
import { confirmationMatches, schemaValidator } from '../../../lib/form-validation';
import { paths } from '../../../lib/paths';
import { useActivatePurchase, usePurchaseActivationPreview } from '../api/purchase-activation';

const MISSING_TOKEN_MESSAGE =
  'O link de ativação está incompleto. Abra o link completo enviado para o seu e-mail.';

interface ActivationForm {
  token: string;
  password: string;
  confirmPassword: string;
}

function InvalidLink({ message }: { message: string }) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={72} radius="xl" variant="light" color="red" aria-hidden>
        <IconCircleX size={40} />
      </ThemeIcon>
      <Title order={1} fz={28}>
        Link de ativação inválido
      </Title>
      <Text c="dimmed" role="alert">
        {message}
      </Text>
      <Text c="dimmed" size="sm">
        Se você já ativou a conta, basta entrar com seu e-mail e senha. Se esqueceu a senha, use
        “Esqueci minha senha” na página de login.
      </Text>
      <Button component={Link} to={paths.login} size="md" mt="sm">
        Ir para o login
      </Button>
    </Stack>
  );
}

function ActivationFormView({ token }: { token: string }) {
  const preview = usePurchaseActivationPreview(token);
  const activate = useActivatePurchase();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm<ActivationForm>({
    initialValues: { token, password: '', confirmPassword: '' },
    validate: schemaValidator<ActivationForm>(
      activatePurchaseBodySchema,
      confirmationMatches('password', 'confirmPassword'),
    ),
  });

  if (preview.isPending) {
    return (
      <Stack align="center" ta="center" gap="md" role="status">
        <Loader />
        <Text c="dimmed">Conferindo o link de ativação…</Text>
      </Stack>
    );
  }
  if (preview.isError) return <InvalidLink message={errorMessage(preview.error)} />;
  if (linkError) return <InvalidLink message={linkError} />;

  const { company, email, planName } = preview.data;
  const handleSubmit = form.onSubmit(({ confirmPassword: _, ...values }) => {
    setFormError(null);
    activate.mutate(activatePurchaseBodySchema.parse(values), {
      onSuccess: () => navigate(paths.dashboard, { replace: true }),
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
          Ative sua conta
        </Title>
        <Text c="dimmed" mt={4}>
          Sua assinatura{planName ? ` do plano ${planName}` : ''} está confirmada. Defina uma senha
          para entrar no Rumo.
        </Text>
      </div>
      <AccountSummaryCard company={company} emailLabel="E-mail de acesso" email={email} />
      <form onSubmit={handleSubmit} noValidate>
        <FormAlert message={formError ?? tokenError} />
        <Stack gap="md">
          <NewPasswordInputs
            label="Senha"
            inputProps={form.getInputProps('password')}
            confirmInputProps={form.getInputProps('confirmPassword')}
            autoFocus
          />
          <Button type="submit" size="md" fullWidth loading={activate.isPending}>
            Ativar conta e entrar
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** /activate-account-purchase?token=…: the buyer sets a password and is signed in. */
export default function ActivatePurchasePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <InvalidLink message={MISSING_TOKEN_MESSAGE} />;
  return <ActivationFormView token={token} />;
}
