import { Alert, Stack, Text } from '@mantine/core';
import { CopyableValue } from '../../../components/copyable-value';

/** The token just created: shown once, never again. */
export function ScimSecretAlert({ name, secret }: { name: string; secret: string }) {
  return (
    <Alert color="teal" variant="light" title={`Token "${name}" criado`} role="status">
      <Stack gap="xs">
        <Text size="sm">
          Copie o token agora e cole no seu provedor de identidade: por segurança, ele não será
          mostrado de novo.
        </Text>
        <CopyableValue
          value={secret}
          copyLabel="Copiar token"
          copiedLabel="token copiado"
          testId="scim-secret"
        />
      </Stack>
    </Alert>
  );
}
