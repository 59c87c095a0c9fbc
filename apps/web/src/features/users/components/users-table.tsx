import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ManagedUser } from '@rumo/shared/users/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/dates';
import { UserRoleBadge, UserStatusBadge } from './user-labels';
import { UserRowActions } from './user-row-actions';

interface UsersTableProps {
  users: ManagedUser[];
  currentUserId: string;
  onSetTeam: (user: ManagedUser) => void;
  /** Dims the rows while the next page loads. */
  stale?: boolean;
}

export function UsersTable({ users, currentUserId, onSetTeam, stale = false }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Usuários da empresa">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Usuário</Table.Th>
            <Table.Th>Papel</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Último acesso</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: stale ? 0.6 : 1 }}>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar avatar={user.avatar} name={user.name} size={36} />
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600} truncate>
                        {isSelf ? `${user.name} (você)` : user.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {user.email}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <UserRoleBadge role={user.role} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.team?.name ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <UserStatusBadge status={user.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={user.lastLoginAt ? undefined : 'dimmed'}>
                    {user.lastLoginAt ? formatDate(user.lastLoginAt) : 'Nunca'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <UserRowActions user={user} isSelf={isSelf} onSetTeam={onSetTeam} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
