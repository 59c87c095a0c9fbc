import { Card, Group, Stack, Text } from '@mantine/core';
import type { ManagedUser } from '@rumo/shared/users/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/dates';
import { UserRoleBadge, UserStatusBadge } from './user-labels';
import { UserRowActions } from './user-row-actions';

interface UserCardsProps {
  users: ManagedUser[];
  currentUserId: string;
  onSetTeam: (user: ManagedUser) => void;
  stale?: boolean;
}

/** Phones: one card per person, with the actions menu in reach (the table would scroll). */
export function UserCards({ users, currentUserId, onSetTeam, stale = false }: UserCardsProps) {
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      aria-label="Usuários da empresa"
      style={{ listStyle: 'none', opacity: stale ? 0.6 : 1 }}
    >
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <Card key={user.id} component="li" withBorder padding="md" radius="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <UserAvatar avatar={user.avatar} name={user.name} size={36} />
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={600} truncate>
                  {isSelf ? `${user.name} (você)` : user.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </Stack>
              <UserRowActions user={user} isSelf={isSelf} onSetTeam={onSetTeam} />
            </Group>
            <Group gap={6} mt="sm">
              <UserRoleBadge role={user.role} />
              <UserStatusBadge status={user.status} />
            </Group>
            <Text size="xs" c="dimmed" mt={6}>
              {`Time: ${user.team?.name ?? 'sem time'} · Último acesso: ${
                user.lastLoginAt ? formatDate(user.lastLoginAt) : 'nunca'
              }`}
            </Text>
          </Card>
        );
      })}
    </Stack>
  );
}
