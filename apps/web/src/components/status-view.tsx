import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusViewProps {
  icon: ReactNode;
  color?: string;
  code?: string;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}

/** A centred message with an icon and next steps: errors, confirmations, empty states. */
export function StatusView({ icon, color, code, title, description, actions }: StatusViewProps) {
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {code && (
          <Text fw={800} fz={14} c="dimmed" style={{ letterSpacing: '0.2em' }}>
            {code}
          </Text>
        )}
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg" maw={520}>
          {description}
        </Text>
        {actions && (
          <Group justify="center" mt="sm">
            {actions}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
