import {
  Alert,
  Button,
  Group,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_SSO_SESSION_HOURS,
  type IdentityProvider,
  type IdentityProviderPreset,
  issuerOf,
  oidcProviderBodySchema,
} from '@rumo/shared/sso/contracts';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { reportSubmitError } from '../../../lib/form-errors';
import { schemaValidator } from '../../../lib/form-validation';
import { showToast } from '../../../lib/toasts';
import { useSaveOidcProvider, useTestConnection } from '../api/use-providers';

const PRESETS: { value: IdentityProviderPreset; label: string }[] = [
  { value: 'google', label: 'Google Workspace' },
  { value: 'microsoft', label: 'Microsoft Entra ID' },
  { value: 'custom', label: 'Outro provedor OpenID Connect (Okta, Keycloak, Auth0…)' },
];

interface Values {
  preset: IdentityProviderPreset;
  tenant: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  enabled: boolean;
  sessionHours: number | string;
}

const FIELDS = ['preset', 'tenant', 'issuer', 'clientId', 'clientSecret', 'sessionHours'] as const;
const MICROSOFT_ISSUER = /^https:\/\/login\.microsoftonline\.com\/([^/]+)\/v2\.0$/;

function initialValues(provider?: IdentityProvider): Values {
  return {
    preset: provider?.preset ?? 'google',
    tenant: provider ? decodeURIComponent(MICROSOFT_ISSUER.exec(provider.issuer)?.[1] ?? '') : '',
    issuer: provider?.preset === 'custom' ? provider.issuer : '',
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    enabled: provider?.enabled ?? true,
    sessionHours: provider?.sessionHours ?? DEFAULT_SSO_SESSION_HOURS,
  };
}

/** What the API takes, before validation: only the fields the preset uses. */
function bodyInput(values: Values) {
  return {
    preset: values.preset,
    clientId: values.clientId,
    enabled: values.enabled,
    sessionHours: values.sessionHours,
    ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
    ...(values.preset === 'microsoft' ? { tenant: values.tenant } : {}),
    ...(values.preset === 'custom' ? { issuer: values.issuer } : {}),
  };
}

const validateBody = schemaValidator<ReturnType<typeof bodyInput>>(oidcProviderBodySchema);

/** Add or edit one OIDC provider, with "Testar conexão" (a real discovery by the API). */
export function OidcProviderForm({
  provider,
  onDone,
}: {
  provider?: IdentityProvider;
  onDone: () => void;
}) {
  const save = useSaveOidcProvider(provider?.id);
  const test = useTestConnection();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: initialValues(provider),
    // Fields hidden for the chosen preset are not the form's business.
    validate: (values) => validateBody(bodyInput(values)),
  });
  const { preset } = form.values;
  const idPrefix = provider ? `oidc-${provider.id}` : 'oidc-new';

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(oidcProviderBodySchema.parse(bodyInput(values)));
      showToast({ severity: 'success', summary: 'Provedor de identidade salvo.' });
      onDone();
    } catch (error) {
      setFormError(reportSubmitError(form, error, FIELDS, 'Não foi possível salvar'));
    }
  });

  const runTest = () => {
    const issuer = issuerOf({
      preset,
      tenant: form.values.tenant.trim(),
      issuer: form.values.issuer.trim(),
    });
    if (preset === 'microsoft' && !form.values.tenant.trim()) {
      form.setFieldError('tenant', 'Informe o ID do diretório (tenant) do Entra ID.');
      return;
    }
    if (preset === 'custom' && !form.values.issuer.trim()) {
      form.setFieldError('issuer', 'Informe a URL do emissor (issuer).');
      return;
    }
    test.mutate(issuer);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Provedor OpenID Connect" id={idPrefix}>
      <Stack gap="md">
        <FormAlert message={formError} />
        <Select
          label="Provedor"
          data={PRESETS}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('preset')}
        />
        {preset === 'microsoft' && (
          <TextInput
            label="ID do diretório (tenant)"
            description="Em Entra ID › Visão geral: o “ID do diretório (locatário)” ou o domínio."
            withAsterisk
            {...form.getInputProps('tenant')}
          />
        )}
        {preset === 'custom' && (
          <TextInput
            label="URL do emissor (issuer)"
            description="Ex.: https://suaempresa.okta.com"
            placeholder="https://"
            withAsterisk
            {...form.getInputProps('issuer')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Client ID" withAsterisk {...form.getInputProps('clientId')} />
          <PasswordInput
            label="Client secret"
            description={
              provider?.clientSecretSet
                ? 'Configurado. Deixe em branco para manter o atual.'
                : 'Guardado criptografado; nunca é exibido de novo.'
            }
            autoComplete="off"
            {...form.getInputProps('clientSecret')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Duração da sessão (horas)"
            description="Depois disso, a pessoa entra de novo pelo provedor."
            min={1}
            max={720}
            allowDecimal={false}
            {...form.getInputProps('sessionHours')}
          />
          <Switch
            mt="lg"
            label="Ativo (mostrar o botão no login)"
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
        </SimpleGrid>
        {test.data && (
          <Alert
            color={test.data.ok ? 'teal' : 'red'}
            variant="light"
            title={test.data.ok ? 'Conexão OK' : 'Falha na conexão'}
            role="status"
          >
            {test.data.message}
            {test.data.authorizationEndpoint && ` Autorização: ${test.data.authorizationEndpoint}`}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onDone}>
            Cancelar
          </Button>
          <Button variant="default" onClick={runTest} loading={test.isPending}>
            Testar conexão
          </Button>
          <Button type="submit" loading={save.isPending}>
            Salvar provedor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
