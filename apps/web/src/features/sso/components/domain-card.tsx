import {
  ActionIcon,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SsoDomain } from '@rumo/shared/sso-domains/contracts';
import { IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/toasts';
import { useRemoveSsoDomain, useSsoEnforcement, useVerifySsoDomain } from '../api/use-sso-domains';

function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copiado' : 'Copiar'} withArrow>
          <ActionIcon
            variant="subtle"
            onClick={copy}
            aria-label={copied ? `${label} copiado` : `Copiar ${label}`}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** What to publish in the DNS, field by field, as registrars' forms ask for it. */
function TxtInstructions({ domain }: { domain: SsoDomain }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        No painel de DNS de <strong>{domain.domain}</strong> (registro.br, Cloudflare, GoDaddy…),
        crie este registro e depois clique em “Verificar”:
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <div>
          <Text size="xs" c="dimmed">
            Tipo
          </Text>
          <Code>TXT</Code>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Nome (host)
          </Text>
          <Code>@</Code>{' '}
          <Text span size="xs" c="dimmed">
            (o próprio {domain.domain})
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Valor
          </Text>
          <Group gap={4} wrap="nowrap">
            <Code style={{ wordBreak: 'break-all' }} data-testid="txt-record">
              {domain.txtRecord}
            </Code>
            <CopyValue value={domain.txtRecord} label="valor do registro TXT" />
          </Group>
        </div>
      </SimpleGrid>
    </Stack>
  );
}

/** One domain: its TXT instruction and "Verificar" until verified, then "Exigir SSO". */
export function DomainCard({ domain, ssoAvailable }: { domain: SsoDomain; ssoAvailable: boolean }) {
  const verify = useVerifySsoDomain();
  const enforcement = useSsoEnforcement();
  const remove = useRemoveSsoDomain();
  const [error, setError] = useState<string | null>(null);
  const verified = domain.verifiedAt !== null;

  const runVerify = () => {
    setError(null);
    verify.mutate(domain.id, {
      onSuccess: () => showToast({ severity: 'success', summary: `${domain.domain} verificado.` }),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  const toggle = (requireSso: boolean) => {
    setError(null);
    enforcement.mutate(
      { id: domain.id, requireSso },
      {
        onSuccess: () =>
          showToast({
            severity: 'success',
            summary: requireSso ? 'SSO exigido.' : 'SSO deixou de ser exigido.',
          }),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: 'Remover domínio',
      children: (
        <Text size="sm">
          Remover {domain.domain}? O SSO deixa de ser exigido para este domínio e novas pessoas dele
          não serão mais criadas no primeiro login.
        </Text>
      ),
      labels: { confirm: 'Remover', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(domain.id, { onError: (failure) => setError(errorMessage(failure)) }),
    });

  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={domain.domain}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs">
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {domain.domain}
            </Text>
            <Badge color={verified ? 'teal' : 'yellow'} variant="light">
              {verified ? 'Verificado' : 'Aguardando verificação'}
            </Badge>
          </Group>
          <Tooltip label="Remover domínio" withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={confirmRemove}
              aria-label={`Remover ${domain.domain}`}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <FormAlert message={error} />
        {verified ? (
          <Switch
            label="Exigir SSO"
            description={
              ssoAvailable
                ? `Pessoas com e-mail @${domain.domain} entram somente pelo SSO. Administradores continuam podendo entrar com senha, para recuperar o acesso se o provedor falhar.`
                : 'Ative um provedor de identidade (SSO) nesta página para poder exigir o SSO.'
            }
            checked={domain.requireSso}
            disabled={enforcement.isPending || (!ssoAvailable && !domain.requireSso)}
            onChange={(event) => toggle(event.currentTarget.checked)}
          />
        ) : (
          <>
            <TxtInstructions domain={domain} />
            <Group>
              <Button variant="light" loading={verify.isPending} onClick={runVerify}>
                Verificar
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
