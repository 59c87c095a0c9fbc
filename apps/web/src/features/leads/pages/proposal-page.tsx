import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { proposalBodySchema } from '@rumo/shared/leads/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { applyApiErrors } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { paths } from '../../../lib/paths';
import { useSubmitProposal } from '../api/submit-lead';
import { EMPTY_LEAD, LeadFields, type LeadFormValues } from '../components/lead-fields';

const FIELDS = ['name', 'email', 'phone', 'company', 'companySize', 'message'] as const;

/** /proposta: a custom proposal for companies the plans do not fit. */
export default function ProposalPage() {
  const submit = useSubmitProposal();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<LeadFormValues>({
    initialValues: EMPTY_LEAD,
    validate: schemaValidator<LeadFormValues>(proposalBodySchema),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    submit.mutate(proposalBodySchema.parse(values), {
      onSuccess: ({ message }) => setSent(message),
      onError: (error) => setFormError(applyApiErrors(form, error, FIELDS)),
    });
  });

  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack gap={6} mb="xl">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          Proposta personalizada
        </Title>
        <Text c="dimmed" size="lg">
          Mais de 200 pessoas, várias empresas ou necessidades específicas? Conte um pouco sobre a
          sua empresa e montamos uma proposta sob medida.
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="xl">
        {sent ? (
          <Stack gap="lg">
            <Alert
              color="green"
              icon={<IconCircleCheck aria-hidden />}
              title="Pedido enviado"
              role="status"
            >
              {sent}
            </Alert>
            <Group>
              <Button component={Link} to={paths.plans} variant="default">
                Conhecer os planos
              </Button>
              <Button component={Link} to="/" variant="subtle">
                Voltar ao início
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={handleSubmit} noValidate>
            <FormAlert message={formError} />
            <Stack gap="md">
              <LeadFields form={form} withPhone messageLabel="Como podemos ajudar?" />
              <Button type="submit" size="md" loading={submit.isPending} mt="xs">
                Pedir proposta
              </Button>
            </Stack>
          </form>
        )}
      </Card>
    </Container>
  );
}
