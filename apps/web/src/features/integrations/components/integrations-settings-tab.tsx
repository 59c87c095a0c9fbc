import { Stack } from '@mantine/core';
import { INTEGRATION_SECTIONS } from '../integration-sections';

/** Configurações › Integrações (admin): API tokens and the other integrations of issue 26. */
export function IntegrationsSettingsTab() {
  return (
    <Stack gap="lg" maw={960}>
      {INTEGRATION_SECTIONS.map((Section, index) => (
        // The list is static: its order is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of section components
        <Section key={index} />
      ))}
    </Stack>
  );
}
