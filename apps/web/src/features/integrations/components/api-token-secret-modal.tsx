import {
  ActionIcon,
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { CreatedApiToken } from '@rumo/shared/api-tokens/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';

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
          <Group gap="xs" wrap="nowrap" align="center">
            <Code
              fz="sm"
              p="xs"
              style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid="api-token-secret"
            >
              {created.secret}
            </Code>
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copiado' : 'Copiar o token'}>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    color={copied ? 'teal' : undefined}
                    aria-label={copied ? 'Token copiado' : 'Copiar o token'}
                    onClick={copy}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
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
