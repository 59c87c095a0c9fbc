import { Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CreatedScimToken,
  createScimTokenBodySchema,
  SCIM_TOKEN_NAME_MAX,
} from '@rumo/shared/scim/tokens';
import { useState } from 'react';
import { CopyableValue } from '../../../components/copyable-value';
import { FormAlert } from '../../../components/form-alert';
import { QueryError } from '../../../components/query-error';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { useCreateScimToken } from '../api/use-create-scim-token';
import { useScimTokens } from '../api/use-scim-tokens';
import { ScimSecretAlert } from './scim-secret';
import { ScimTokenList } from './scim-token-list';

interface ScimTokenFormValues {
  name: string;
  expiresOn: string;
}

const FIELDS = ['name', 'expiresOn'] as const;

/** Configurações › Segurança › Provisionamento SCIM: the IdP's tokens and the base URL. */
export function ScimSection() {
  const tokens = useScimTokens();
  const createToken = useCreateScimToken();
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ScimTokenFormValues>({
    initialValues: { name: '', expiresOn: '' },
    validate: schemaValidator<ScimTokenFormValues>(createScimTokenBodySchema),
  });
  const baseUrl = `${window.location.origin}/scim/v2`;

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await createToken.mutateAsync(createScimTokenBodySchema.parse(values));
      setCreated(answer);
      form.reset();
    } catch (error) {
      setFormError(reportSubmitError(form, error, FIELDS, 'Não foi possível criar o token'));
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="scim-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="scim-title">
            Provisionamento SCIM
          </Title>
          <Text size="sm" c="dimmed">
            O provedor de identidade (Microsoft Entra ID, Okta…) cria, atualiza e desativa as
            pessoas e os times do Rumo sozinho. Quem sai da empresa perde o acesso; os OKRs dessa
            pessoa continuam no Rumo.
          </Text>
        </div>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            URL base do SCIM
          </Text>
          <CopyableValue
            value={baseUrl}
            copyLabel="Copiar URL base"
            copiedLabel="URL base copiado"
            testId="scim-base-url"
          />
        </Stack>
        {created && <ScimSecretAlert name={created.token.name} secret={created.secret} />}
        <form onSubmit={handleSubmit} noValidate aria-label="Novo token SCIM">
          <Stack gap="sm">
            <FormAlert message={formError} />
            <Group align="flex-start" gap="sm" grow preventGrowOverflow={false} wrap="wrap">
              <TextInput
                label="Nome do token"
                description="Para reconhecer onde ele está em uso"
                placeholder="Ex.: Microsoft Entra ID"
                withAsterisk
                maxLength={SCIM_TOKEN_NAME_MAX}
                miw={220}
                {...form.getInputProps('name')}
              />
              <TextInput
                type="date"
                label="Validade (opcional)"
                description="Vale até o fim deste dia; em branco, até ser revogado"
                miw={220}
                {...form.getInputProps('expiresOn')}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={createToken.isPending}>
                Criar token
              </Button>
            </Group>
          </Stack>
        </form>
        {tokens.isPending && <Loader size="sm" aria-label="Carregando tokens SCIM" />}
        {tokens.isError && <QueryError error={tokens.error} onRetry={() => tokens.refetch()} />}
        {tokens.data && <ScimTokenList tokens={tokens.data} />}
      </Stack>
    </Card>
  );
}
