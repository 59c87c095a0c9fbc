import { Card, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';

interface AccountSummaryCardProps {
  company: string;
  /** What the e-mail is, e.g. "E-mail de acesso". */
  emailLabel: string;
  email: string;
}

/** The company and e-mail an account is about to be set up for (purchase, invitation). */
export function AccountSummaryCard({ company, emailLabel, email }: AccountSummaryCardProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          Empresa
        </Text>
        <Text fw={700} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconBuilding size={18} aria-hidden /> {company}
        </Text>
        <Text size="sm" c="dimmed" mt="xs">
          {emailLabel}
        </Text>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
      </Stack>
    </Card>
  );
}
