import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { ssoErrorCodes, ssoMessages } from '@rumo/shared/sso/contracts';
import { samlErrorCodes, samlMessages } from '@rumo/shared/sso/saml';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { finishSsoSignIn } from '../api/sso-sign-in';

const MESSAGES: Record<string, string> = {
  [ssoErrorCodes.userUnknown]: ssoMessages.userUnknown,
  [ssoErrorCodes.userDisabled]: ssoMessages.userDisabled,
  [ssoErrorCodes.userPending]: ssoMessages.userPending,
  [ssoErrorCodes.emailNotVerified]: ssoMessages.emailNotVerified,
  [ssoErrorCodes.providerUnavailable]: ssoMessages.providerUnavailable,
  [samlErrorCodes.idpInitiated]: samlMessages.idpInitiated,
  [samlErrorCodes.logoutRefused]: samlMessages.logoutRefused,
};

/** /auth/sso: where the API sends the browser after the provider, with the session or `?erro=`. */
export default function SsoCallbackPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
    const code = new URLSearchParams(window.location.search).get('erro');
    // The token leaves the address bar and the history at once.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token) {
      setError(MESSAGES[code ?? ''] ?? ssoMessages.signInFailed);
      return;
    }
    finishSsoSignIn(token)
      .then(() => navigate(paths.dashboard, { replace: true }))
      .catch((caught: unknown) => setError(errorMessage(caught)));
  }, [navigate]);

  return (
    <Stack gap="md" align="stretch">
      {error ? (
        <>
          <Alert color="red" variant="light" title="Não foi possível entrar" role="alert">
            {error}
          </Alert>
          <Text ta="center">
            <Anchor component={Link} to={paths.login}>
              Voltar para o login
            </Anchor>
          </Text>
        </>
      ) : (
        <Stack align="center" gap="sm">
          <Loader aria-label="Entrando" />
          <Text>Entrando no Rumo…</Text>
        </Stack>
      )}
    </Stack>
  );
}
