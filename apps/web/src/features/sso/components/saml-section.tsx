import {
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { type SamlProvider, samlMessages } from '@rumo/shared/sso/saml';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useRemoveSaml, useSamlConfig, useSaveSaml } from '../api/use-saml';
import { CopyField } from './oidc-providers-section';
import { SamlMetadataForm } from './saml-metadata-form';

const failed = (summary: string) => (error: unknown) =>
  showToast({ severity: 'error', summary, detail: errorMessage(error) });

/** The IdP as read from its metadata, with on/off, replace and remove. */
function SamlProviderCard({ provider }: { provider: SamlProvider }) {
  const [replacing, setReplacing] = useState(false);
  const save = useSaveSaml();
  const remove = useRemoveSaml();
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remover o login SAML',
      centered: true,
      children: (
        <Text size="sm">
          As pessoas da empresa deixam de entrar pelo provedor SAML. Sessões já abertas continuam
          até expirar.
        </Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => showToast({ severity: 'success', summary: samlMessages.removed }),
          onError: failed('Não foi possível remover'),
        }),
    });
  if (replacing) return <SamlMetadataForm current={provider} onDone={() => setReplacing(false)} />;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600}>Provedor SAML</Text>
          <Badge variant="light" color={provider.enabled ? 'teal' : 'gray'}>
            {provider.enabled ? 'Ativo' : 'Desativado'}
          </Badge>
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setReplacing(true)}>
            Trocar metadados
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={confirmRemove}
            aria-label="Remover login SAML"
          >
            Remover
          </Button>
        </Group>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Entity ID do provedor: {provider.idpEntityId}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        URL de login: {provider.ssoUrl}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Logout único (SLO): {provider.sloUrl ?? 'O provedor não publica logout único'}
      </Text>
      {provider.certificateFingerprints.map((fingerprint) => (
        <Text key={fingerprint} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Certificado de assinatura (SHA-256): {fingerprint}
        </Text>
      ))}
      {provider.metadataUrl && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Metadados lidos de {provider.metadataUrl}
        </Text>
      )}
      <Switch
        label="Login SAML ativo"
        checked={provider.enabled}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { enabled: event.currentTarget.checked, sessionHours: provider.sessionHours },
            { onError: failed('Não foi possível salvar') },
          )
        }
      />
    </Stack>
  );
}

/** Configurações › Segurança › Login com SAML 2.0 (Okta, Entra ID, ADFS, Google Workspace…). */
export function SamlSection() {
  const config = useSamlConfig();
  const sp = config.data?.serviceProvider;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="saml-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="saml-title">
            Login com SAML 2.0
          </Title>
          <Text size="sm" c="dimmed">
            Cadastre o Rumo no seu provedor (Okta, Entra ID, ADFS, Google Workspace…) com os dados
            abaixo e depois informe aqui os metadados do provedor. O login sempre começa pelo Rumo:
            aponte o atalho do app no provedor para a URL de início.
          </Text>
        </div>
        {config.isPending && <Loader size="sm" aria-label="Carregando configuração SAML" />}
        {config.isError && <QueryError error={config.error} onRetry={() => config.refetch()} />}
        {sp && (
          <>
            <CopyField label="Entity ID do Rumo (SP)" value={sp.entityId} />
            <CopyField label="URL de ACS (Assertion Consumer Service)" value={sp.acsUrl} />
            <CopyField label="URL dos metadados do Rumo" value={sp.metadataUrl} />
            <CopyField label="URL de início do login" value={sp.startUrl} />
            <CopyField label="URL de logout único (SLO) do Rumo" value={sp.sloUrl} />
            {sp.certificate && (
              <Group gap="xs">
                <CopyButton value={sp.certificate}>
                  {({ copied, copy }) => (
                    <Button variant="default" size="xs" onClick={copy}>
                      {copied ? 'Certificado copiado' : 'Copiar certificado do Rumo (SP)'}
                    </Button>
                  )}
                </CopyButton>
                <Text size="xs" c="dimmed">
                  Assina as respostas de logout; o provedor o lê também nos metadados do Rumo.
                </Text>
              </Group>
            )}
            <Text size="sm" c="dimmed">
              Formato do NameID: e-mail (emailAddress). O provedor precisa assinar as asserções e os
              pedidos de logout.
            </Text>
          </>
        )}
        {config.data?.provider ? (
          <Card withBorder padding="md">
            <SamlProviderCard provider={config.data.provider} />
          </Card>
        ) : (
          config.data && (
            <Card withBorder padding="md">
              <SamlMetadataForm />
            </Card>
          )
        )}
      </Stack>
    </Card>
  );
}
