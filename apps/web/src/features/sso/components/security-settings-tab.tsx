import { Stack } from '@mantine/core';
import { SECURITY_SECTIONS } from '../security-sections';

/** Configurações › Segurança (admin): enterprise sign-in and the sign-in audit. */
export function SecuritySettingsTab() {
  return (
    <Stack gap="lg" maw={960}>
      {SECURITY_SECTIONS.map((Section, index) => (
        // The list is static: its order is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of section components
        <Section key={index} />
      ))}
    </Stack>
  );
}
