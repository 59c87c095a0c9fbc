import { ActionIcon, Alert, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The signing secret just created or rotated: shown once, never again. */
export function WebhookSecretAlert({
  title,
  secret,
  onClose,
}: {
  title: string;
  secret: string;
  onClose: () => void;
}) {
  return (
    <Alert
      color="teal"
      variant="light"
      title={title}
      role="status"
      withCloseButton
      closeButtonLabel="Fechar aviso do segredo"
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm">
          Copie o segredo de assinatura agora e guarde-o no sistema que recebe os eventos: por
          segurança, ele não será mostrado de novo.
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            fz="sm"
            p="xs"
            style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            data-testid="webhook-secret"
          >
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copiado' : 'Copiar segredo'}>
                <ActionIcon
                  variant="light"
                  size="lg"
                  color={copied ? 'teal' : undefined}
                  aria-label={copied ? 'Segredo copiado' : 'Copiar segredo'}
                  onClick={copy}
                >
                  {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
