import { Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { betaBodySchema } from '@rumo/shared/leads/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { paths } from '../../../lib/paths';
import { useSubmitBeta } from '../api/submit-lead';
import { EMPTY_LEAD, LeadFields, type LeadFormValues } from '../components/lead-fields';

const FIELDS = ['name', 'email', 'company', 'companySize', 'message'] as const;

/** /auth/beta-tester: early access to what comes next, as a lead for the staff. */
export default function BetaTesterPage() {
  const navigate = useNavigate();
  const submit = useSubmitBeta();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LeadFormValues>({
    initialValues: EMPTY_LEAD,
    validate: schemaValidator<LeadFormValues>(betaBodySchema),
  });

  const handleSubmit = form.onSubmit(({ phone: _, ...values }) => {
    setFormError(null);
    submit.mutate(betaBodySchema.parse(values), {
      onSuccess: () => navigate(paths.betaSuccess),
      onError: (error) => setFormError(applyApiErrors(form, error, FIELDS)),
    });
  });

  return (
    <>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={28}>
          Seja beta tester do Rumo
        </Title>
        <Text c="dimmed">
          Teste as novidades antes de todo mundo e ajude a decidir o que vem a seguir.
        </Text>
      </Stack>
      <FormAlert message={formError} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <LeadFields form={form} withPhone={false} messageLabel="O que você espera do Rumo?" />
          <Button type="submit" size="md" fullWidth loading={submit.isPending} mt="xs">
            Quero participar
          </Button>
        </Stack>
      </form>
    </>
  );
}
