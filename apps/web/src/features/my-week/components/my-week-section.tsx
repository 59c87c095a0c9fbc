import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface MyWeekSectionProps {
  title: string;
  description?: ReactNode;
  /** A count shown beside the title ("3"), when the section lists things. */
  count?: number;
  children: ReactNode;
}

/** One titled section of Minha semana; the title names the region for screen readers. */
export function MyWeekSection({ title, description, count, children }: MyWeekSectionProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap={2} mb="md">
        <Group gap="xs">
          <Title order={2} fz="md" id={titleId}>
            {title}
          </Title>
          {count !== undefined && count > 0 && (
            <Text size="sm" c="dimmed" aria-hidden>
              ({count})
            </Text>
          )}
        </Group>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Card>
  );
}
