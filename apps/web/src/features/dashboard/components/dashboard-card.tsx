import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface DashboardCardProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled section of the dashboard; the title names the region for screen readers. */
export function DashboardCard({ title, description, action, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      component="section"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" align="flex-start" gap="xs" mb="md">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} fz="md" id={titleId}>
            {title}
          </Title>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {action}
      </Group>
      {children}
    </Card>
  );
}
