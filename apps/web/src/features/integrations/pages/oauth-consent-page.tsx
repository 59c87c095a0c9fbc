import { Alert, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import {
  OAUTH_SCOPE_LABELS,
  type OAuthAuthorizeQuery,
  oauthAuthorizeQuerySchema,
  oauthMessages,
} from '@rumo/shared/oauth/contracts';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { useOAuthConsent, useOAuthDecision } from '../oauth/use-oauth';

function InvalidRequest({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

/**
 * The OAuth consent page (/oauth/consent): /oauth/authorize sends the browser here with the
 * assistant's request; the signed-in person allows or denies, and goes back to the assistant.
 */
export default function OAuthConsentPage() {
  const [params] = useSearchParams();
  const request = useMemo<OAuthAuthorizeQuery | null>(() => {
    const parsed = oauthAuthorizeQuerySchema.safeParse(Object.fromEntries(params));
    return parsed.success ? parsed.data : null;
  }, [params]);
  const consent = useOAuthConsent(request);
  const decide = useOAuthDecision();
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);

  const answer = async (decision: 'allow' | 'deny') => {
    if (!request) return;
    setError(null);
    try {
      window.location.assign(await decide.mutateAsync({ ...request, decision }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Card withBorder padding="xl" maw={560} mx="auto" mt="lg" component="section">
      <Stack gap="md">
        {!request && <InvalidRequest message={oauthMessages.consentInvalid} />}
        {consent.isPending && request && (
          <Loader size="sm" aria-label="Carregando o pedido de autorização" />
        )}
        {consent.isError && <InvalidRequest message={errorMessage(consent.error)} />}
        {consent.data && (
          <>
            <Title order={1} size="h3">
              {oauthMessages.consentTitle(consent.data.clientName)}
            </Title>
            <Text size="sm">
              {`Você está conectado como ${user.name} (${user.email}). O aplicativo voltará para ${consent.data.redirectHost} e poderá, em seu nome:`}
            </Text>
            <List spacing="xs" size="sm" icon={<IconCheck size={16} aria-hidden />}>
              {consent.data.scopes.map((scope) => (
                <List.Item key={scope}>{OAUTH_SCOPE_LABELS[scope]}</List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              Ele vê apenas o que você vê no Rumo. Você pode revogar este acesso quando quiser em
              Meu Perfil › Aplicativos conectados.
            </Text>
            <FormAlert message={error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => answer('deny')} disabled={decide.isPending}>
                Negar
              </Button>
              <Button onClick={() => answer('allow')} loading={decide.isPending}>
                Permitir
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
