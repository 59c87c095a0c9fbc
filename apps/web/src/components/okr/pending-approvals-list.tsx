import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { PendingApprovals } from '@rumo/shared/objectives/approval';
import { objectiveLevelLabels } from '@rumo/shared/okr/enums';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { DATE_FORMAT } from '../../lib/dates';
import { paths } from '../../lib/paths';
import { UserAvatar } from '../user-avatar';

/** The drafts waiting for the signed-in user's decision, oldest first, or why there are none. */
export function PendingApprovalsList({ approvals }: { approvals: PendingApprovals }) {
  const rows = approvals.data;
  const more = approvals.total - rows.length;
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nenhum objetivo aguardando a sua aprovação.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Group key={row.id} component="li" justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
              <Anchor
                component={Link}
                to={paths.objective(row.id)}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {row.title}
              </Anchor>
              <Group gap={6} wrap="wrap">
                <Badge variant="light" size="sm">
                  {objectiveLevelLabels[row.level]}
                </Badge>
                <UserAvatar avatar={row.owner.avatar} name={row.owner.name} size={20} />
                <Text size="sm">{row.owner.name}</Text>
                {row.team && (
                  <Text size="sm" c="dimmed">
                    · {row.team.name}
                  </Text>
                )}
              </Group>
            </Stack>
            <Text size="sm" c="dimmed">
              {`${row.cycle.name} · enviado em ${dayjs(row.submittedAt).format(DATE_FORMAT)}`}
            </Text>
          </Group>
        ))}
      </Stack>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {`E mais ${more} aguardando.`}
        </Text>
      )}
    </Stack>
  );
}
