import {
  ActionIcon,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { IdentityProvider } from '@rumo/shared/sso/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useProviders, useRemoveProvider } from '../api/use-providers';
import { OidcProviderForm } from './oidc-provider-form';

const PRESET_NAMES = {
  google: 'Google',
  microsoft: 'Microsoft Entra ID',
  custom: 'OpenID Connect',
};

/** A read-only address with a copy button (the admin pastes it into the provider's app). */
export function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      rightSection={
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copiado' : 'Copiar'}>
              <ActionIcon
                variant="subtle"
                onClick={copy}
                aria-label={copied ? `${label}: copiado` : `Copiar ${label}`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

function ProviderCard({ provider }: { provider: IdentityProvider }) {
  const [editing, setEditing] = useState(false);
  const remove = useRemoveProvider();
  const name = PRESET_NAMES[provider.preset];
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: `Remover o provedor ${name}?`,
      children: (
        <Text size="sm">
          O provedor {name} ({provider.issuer}) deixa de aparecer no login. As sessões abertas com
          ele terminam agora: quem entrou por ele precisará entrar de novo por outro meio.
        </Text>
      ),
      labels: { confirm: 'Remover provedor', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(provider.id, {
          onSuccess: () =>
            showToast({ severity: 'success', summary: 'Provedor de identidade removido.' }),
          onError: (failure) => showToast({ severity: 'error', summary: errorMessage(failure) }),
        }),
    });
  if (editing) return <OidcProviderForm provider={provider} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge variant="light" color={provider.enabled ? 'teal' : 'gray'}>
            {provider.enabled ? 'Ativo' : 'Desativado'}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setEditing(true)}>
            Editar
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            loading={remove.isPending}
            onClick={confirmRemove}
            aria-label={`Remover o provedor ${name}`}
          >
            Remover
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Emissor: {provider.issuer} · Client ID: {provider.clientId} · Secret:{' '}
        {provider.clientSecretSet ? 'configurado' : 'não configurado'} · Sessão de{' '}
        {provider.sessionHours} h
      </Text>
      <CopyField label="URI de logout (back-channel)" value={provider.backchannelLogoutUri} />
    </Stack>
  );
}

/** Configurações › Segurança › Login com OpenID Connect (Google, Microsoft, outros). */
export function OidcProvidersSection() {
  const providers = useProviders();
  // SAML has its own section (saml-section.tsx).
  const oidcProviders = providers.data?.filter((provider) => provider.kind === 'oidc');
  const [adding, setAdding] = useState(false);
  const redirectUri = `${window.location.origin}/api/sso/oidc/callback`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="oidc-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="oidc-title">
            Login com Google, Microsoft ou outro provedor (OpenID Connect)
          </Title>
          <Text size="sm" c="dimmed">
            As pessoas da empresa entram com a conta corporativa. Cadastre no provedor o endereço de
            retorno abaixo.
          </Text>
        </div>
        <CopyField label="URI de redirecionamento" value={redirectUri} />
        {providers.isPending && <Loader size="sm" aria-label="Carregando provedores" />}
        {providers.isError && (
          <QueryError error={providers.error} onRetry={() => providers.refetch()} />
        )}
        {oidcProviders?.map((provider) => (
          <Card key={provider.id} withBorder padding="md">
            <ProviderCard provider={provider} />
          </Card>
        ))}
        {oidcProviders?.length === 0 && !adding && (
          <Text size="sm" c="dimmed">
            Nenhum provedor configurado.
          </Text>
        )}
        {adding ? (
          <Card withBorder padding="md">
            <OidcProviderForm onDone={() => setAdding(false)} />
          </Card>
        ) : (
          <Group>
            <Button onClick={() => setAdding(true)}>Adicionar provedor</Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
