import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A value shown in full with its copy button: a secret shown once (API or SCIM token, a
 * temporary password) or an address to paste elsewhere. `copyLabel` names the button,
 * `copiedLabel` once copied; the hint says `copiedHint` then.
 */
export function CopyableValue({
  value,
  copyLabel,
  copiedLabel,
  copiedHint = 'Copiado',
  testId,
  size = 'sm',
}: {
  value: string;
  copyLabel: string;
  copiedLabel: string;
  copiedHint?: string;
  testId?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Code
        fz={size}
        p="xs"
        style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? copiedHint : copyLabel}>
            <ActionIcon
              variant="light"
              size="lg"
              color={copied ? 'teal' : undefined}
              aria-label={copied ? copiedLabel : copyLabel}
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
