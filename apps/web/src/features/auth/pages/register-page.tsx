import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type RegisterBody, registerBodySchema } from '@rumo/shared/auth/contracts';
import { plural } from '@rumo/shared/common/plural';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { useBillingConfig } from '../../../components/payment/billing-config-query';
import { applyApiErrors } from '../../../lib/form-errors';
import { confirmationMatches, schemaValidator } from '../../../lib/form-validation';
import { paths } from '../../../lib/paths';
import { useRegister } from '../api/register';
import { AuthHeader } from '../components/auth-header';
import type { EmailSentState } from './email-sent-page';

type RegisterForm = RegisterBody & { confirmPassword: string };

const FIELDS = ['name', 'company', 'email', 'password'] as const;

export default function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  // The free trial the new company starts with (the backoffice setting, else TRIAL_DAYS).
  const trialDays = useBillingConfig().data?.trialDays ?? 0;
  const form = useForm<RegisterForm>({
    initialValues: { name: '', company: '', email: '', password: '', confirmPassword: '' },
    validate: schemaValidator<RegisterForm>(
      registerBodySchema,
      confirmationMatches('password', 'confirmPassword'),
    ),
  });

  const handleSubmit = form.onSubmit(({ confirmPassword: _, ...values }) => {
    setFormError(null);
    const body = registerBodySchema.parse(values);
    register.mutate(body, {
      onSuccess: () => {
        const state: EmailSentState = { email: body.email, reason: 'activation' };
        navigate(paths.emailSent, { state });
      },
      onError: (error) => setFormError(applyApiErrors(form, error, FIELDS)),
    });
  });

  return (
    <>
      <AuthHeader
        title="Crie a conta da sua empresa"
        subtitle={
          trialDays > 0
            ? `Teste grátis por ${plural(trialDays, 'dia', 'dias')}, sem cartão de crédito. Comece a organizar objetivos e resultados-chave em poucos minutos.`
            : 'Comece a organizar objetivos e resultados-chave em poucos minutos.'
        }
      />
      <FormAlert message={formError} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Nome"
              autoComplete="name"
              placeholder="Seu nome completo"
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Empresa"
              autoComplete="organization"
              placeholder="Nome da empresa"
              {...form.getInputProps('company')}
            />
          </SimpleGrid>
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            placeholder="voce@empresa.com.br"
            description="Enviaremos o link de ativação para este endereço."
            {...form.getInputProps('email')}
          />
          <NewPasswordInputs
            label="Senha"
            inputProps={form.getInputProps('password')}
            confirmInputProps={form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={register.isPending} mt="xs">
            Criar conta
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="xl" c="dimmed">
        Já tem uma conta?{' '}
        <Anchor component={Link} to={paths.login} fw={600}>
          Entre aqui
        </Anchor>
      </Text>
    </>
  );
}
