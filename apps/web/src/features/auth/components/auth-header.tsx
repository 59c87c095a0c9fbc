import { Stack, Text, Title } from '@mantine/core';

export function AuthHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={6} mb="xl">
      <Title order={1} fz={28}>
        {title}
      </Title>
      <Text c="dimmed">{subtitle}</Text>
    </Stack>
  );
}
