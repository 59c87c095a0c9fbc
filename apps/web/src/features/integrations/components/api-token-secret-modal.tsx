import { Alert, Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import type { CreatedApiToken } from '@rumo/shared/api-tokens/contracts';
import { CopyableValue } from '../../../components/copyable-value';

/** The token just created, in a dialog: shown once, never again. */
export function ApiTokenSecretModal({
  created,
  onClose,
}: {
  created: CreatedApiToken | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={created ? `Token "${created.token.name}" criado` : ''}
      centered
      size="lg"
    >
      {created && (
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            Copie o token agora: por segurança, ele não será mostrado de novo. Use-o no cabeçalho{' '}
            <Code>Authorization: Bearer …</Code> das chamadas à API.
          </Alert>
          <CopyableValue
            value={created.secret}
            copyLabel="Copiar o token"
            copiedLabel="Token copiado"
            testId="api-token-secret"
          />
          <Text size="sm" c="dimmed">
            Documentação da API: <a href="/api/v1/docs">/api/v1/docs</a>
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Já copiei</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
