import { Button, Divider, Stack } from '@mantine/core';
import type { SsoDiscovery } from '@rumo/shared/sso/contracts';
import { IconBrandGoogle, IconBrandWindows, IconKey } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { discoverSso } from '../api/sso-sign-in';

const ICONS = { google: IconBrandGoogle, microsoft: IconBrandWindows, custom: IconKey };
const DOMAIN = /@([a-z0-9.-]+\.[a-z]{2,})$/i;

/**
 * /login: "Entrar com Google / Microsoft / SSO" for the typed e-mail's domain, once the address
 * looks complete (asked after a pause in typing; the API answers by domain only).
 */
export function SsoSignInButtons({ email }: { email: string }) {
  const domain = DOMAIN.exec(email.trim())?.[1]?.toLowerCase();
  const [found, setFound] = useState<{ domain: string; providers: SsoDiscovery['providers'] }>();

  useEffect(() => {
    if (!domain) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      discoverSso(domain, controller.signal)
        .then(({ providers }) => setFound({ domain, providers }))
        .catch(() => undefined);
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [domain]);

  const providers = found && found.domain === domain ? found.providers : [];
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm" mt="md">
      <Divider label="ou" labelPosition="center" />
      {providers.map((provider) => {
        const Icon = ICONS[provider.preset];
        return (
          <Button
            key={provider.providerId}
            component="a"
            href={provider.startPath}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Icon size={18} />}
          >
            {provider.label}
          </Button>
        );
      })}
    </Stack>
  );
}
