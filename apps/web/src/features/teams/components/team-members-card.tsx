import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TeamDetail } from '@rumo/shared/teams/contracts';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { EmptyState } from '../../../components/okr/empty-state';
import { UserAvatar } from '../../../components/user-avatar';
import { memberCountLabel } from './team-card';

interface TeamMembersCardProps {
  team: TeamDetail;
  /** Opens the member editor; absent for non-admins. */
  onManage?: () => void;
}

/** The team's people: avatar, name, e-mail and position; the leader is marked. */
export function TeamMembersCard({ team, onManage }: TeamMembersCardProps) {
  const manageButton = onManage ? (
    <Button variant="light" size="xs" leftSection={<IconUserPlus size={16} />} onClick={onManage}>
      Gerenciar membros
    </Button>
  ) : null;

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" mb="md" gap="xs">
        <Stack gap={0}>
          <Title order={2} fz="lg">
            Membros
          </Title>
          <Text size="sm" c="dimmed">
            {memberCountLabel(team.members.length)}
          </Text>
        </Stack>
        {team.members.length > 0 && manageButton}
      </Group>
      {team.members.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconUsers aria-hidden />}
          title="Nenhum membro ainda"
          description={
            onManage
              ? 'Adicione as pessoas que fazem parte deste time.'
              : 'Um administrador pode adicionar as pessoas deste time.'
          }
          action={manageButton}
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {team.members.map((member) => (
            <Group key={member.id} component="li" gap="sm" wrap="nowrap">
              <UserAvatar avatar={member.avatar} name={member.name} size={36} />
              <Stack gap={0} miw={0} style={{ flex: 1 }}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {member.name}
                  </Text>
                  {team.leader?.id === member.id && (
                    <Text size="xs" c="blue" fw={600}>
                      Líder
                    </Text>
                  )}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {member.email}
                </Text>
                {member.position && (
                  <Text size="xs" c="dimmed" truncate hiddenFrom="xs">
                    {member.position}
                  </Text>
                )}
              </Stack>
              <Text size="sm" c="dimmed" ta="right" visibleFrom="xs" maw={180} truncate>
                {member.position ?? ''}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
