import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A value with its copy button (the base URL, the token shown once). */
export function CopyableValue({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code
        fz="sm"
        p="xs"
        style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copiado' : `Copiar ${label}`}>
            <ActionIcon
              variant="light"
              size="lg"
              color={copied ? 'teal' : undefined}
              aria-label={copied ? `${label} copiado` : `Copiar ${label}`}
              onClick={copy}
            >
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The token just created: shown once, never again. */
export function ScimSecretAlert({ name, secret }: { name: string; secret: string }) {
  return (
    <Alert color="teal" variant="light" title={`Token "${name}" criado`} role="status">
      <Stack gap="xs">
        <Text size="sm">
          Copie o token agora e cole no seu provedor de identidade: por segurança, ele não será
          mostrado de novo.
        </Text>
        <CopyableValue label="token" value={secret} testId="scim-secret" />
      </Stack>
    </Alert>
  );
}
