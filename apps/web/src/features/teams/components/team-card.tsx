import { ActionIcon, Anchor, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import type { Team } from '@rumo/shared/teams/contracts';
import { IconDots, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProgressBar } from '../../../components/okr/progress-bar';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../lib/paths';

interface TeamCardProps {
  team: Team;
  /** Admin actions; absent for everyone else. */
  onEdit?: (team: Team) => void;
  onDelete?: (team: Team) => void;
}

export function memberCountLabel(count: number): string {
  if (count === 0) return 'Nenhum membro';
  return plural(count, 'membro', 'membros');
}

/** One team of the list: leader, member count and progress in the current cycle. */
export function TeamCard({ team, onEdit, onDelete }: TeamCardProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={team.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={paths.team(team.id)} fw={700} fz="lg" lineClamp={1}>
            {team.name}
          </Anchor>
          {onEdit && onDelete && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Ações do time ${team.name}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(team)}>
                  Editar
                </Menu.Item>
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => onDelete(team)}
                >
                  Excluir
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
          {team.description || 'Sem descrição.'}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={8} wrap="nowrap" miw={0}>
            {team.leader ? (
              <>
                <UserAvatar avatar={team.leader.avatar} name={team.leader.name} size={28} />
                <Stack gap={0} miw={0}>
                  <Text size="xs" c="dimmed">
                    Líder
                  </Text>
                  <Text size="sm" fw={500} truncate>
                    {team.leader.name}
                  </Text>
                </Stack>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                Sem líder definido
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{memberCountLabel(team.memberCount)}</Text>
          </Group>
        </Group>
        <Stack gap={4} mt="auto">
          <Text size="xs" c="dimmed">
            Progresso no ciclo atual
          </Text>
          <ProgressBar value={team.progress} size="sm" label={`Progresso do time ${team.name}`} />
        </Stack>
      </Stack>
    </Card>
  );
}
