import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type CreatedApiToken,
  createApiTokenBodySchema,
} from '@rumo/shared/api-tokens/contracts';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { QueryError } from '../../../components/query-error';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { useApiTokens, useCreateApiToken } from '../api/use-api-tokens';
import { ApiTokenList } from './api-token-list';
import { ApiTokenSecretModal } from './api-token-secret-modal';

interface ApiTokenFormValues {
  name: string;
  scopes: ApiTokenScope[];
  /** '30', '90', '365' or 'none'. */
  expiry: string;
}

const FIELDS = ['name', 'scopes'] as const;
const formSchema = createApiTokenBodySchema.omit({ expiresInDays: true });

/** Configurações › Integrações › Tokens de API: create (shown once), list and revoke. */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const createToken = useCreateApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ApiTokenFormValues>({
    initialValues: { name: '', scopes: ['okrs:read'], expiry: '90' },
    validate: schemaValidator<ApiTokenFormValues>(formSchema),
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const expiresInDays = values.expiry === 'none' ? null : Number(values.expiry);
      const body = createApiTokenBodySchema.parse({ ...values, expiresInDays });
      setCreated(await createToken.mutateAsync(body));
      form.reset();
    } catch (error) {
      setFormError(reportSubmitError(form, error, FIELDS, 'Não foi possível criar o token'));
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="api-tokens-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="api-tokens-title">
            Tokens de API
          </Title>
          <Text size="sm" c="dimmed">
            Ligue planilhas, BI e sistemas internos à API do Rumo. Cada token age como a pessoa que
            o criou (vê o que ela vê), limitado às permissões escolhidas.{' '}
            <Anchor href="/api/v1/docs" size="sm">
              Ver a documentação da API
            </Anchor>
          </Text>
        </div>
        <form onSubmit={handleSubmit} noValidate aria-label="Novo token de API">
          <Stack gap="sm">
            <FormAlert message={formError} />
            <TextInput
              label="Nome do token"
              description="Para reconhecer onde ele está em uso"
              placeholder="Ex.: Painel do Power BI"
              withAsterisk
              maxLength={API_TOKEN_NAME_MAX}
              {...form.getInputProps('name')}
            />
            <Checkbox.Group label="Permissões" withAsterisk {...form.getInputProps('scopes')}>
              <Stack gap={6} mt={6}>
                {API_TOKEN_SCOPES.map((scope) => (
                  <Checkbox
                    key={scope}
                    value={scope}
                    label={API_TOKEN_SCOPE_LABELS[scope]}
                    description={scope}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Radio.Group label="Validade" {...form.getInputProps('expiry')}>
              <Group gap="md" mt={6}>
                {API_TOKEN_EXPIRY_DAYS.map((days) => (
                  <Radio key={days} value={String(days)} label={`${days} dias`} />
                ))}
                <Radio value="none" label="Sem validade" />
              </Group>
            </Radio.Group>
            <Group justify="flex-end">
              <Button type="submit" loading={createToken.isPending}>
                Criar token
              </Button>
            </Group>
          </Stack>
        </form>
        {tokens.isPending && <Loader size="sm" aria-label="Carregando tokens de API" />}
        {tokens.isError && <QueryError error={tokens.error} onRetry={() => tokens.refetch()} />}
        {tokens.data && <ApiTokenList tokens={tokens.data} />}
      </Stack>
      <ApiTokenSecretModal created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
