import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { DATE_FORMAT } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { usePendingApprovals } from '../api/use-approval';
import { LevelBadge } from './objective-badges';

/**
 * "Aprovações aguardando você": the drafts the signed-in user may approve or return, oldest
 * first. Nothing at all for someone with nothing to decide (`hideWhenEmpty`).
 */
export function PendingApprovalsSection({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const pending = usePendingApprovals();
  const rows = pending.data?.data ?? [];
  if (!pending.data || (hideWhenEmpty && rows.length === 0)) return null;
  const more = pending.data.total - rows.length;

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="pending-approvals"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="pending-approvals">
          Aprovações aguardando você
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nenhum objetivo aguardando a sua aprovação.
          </Text>
        ) : (
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
                    <LevelBadge level={row.level} />
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
        )}
        {more > 0 && (
          <Text size="sm" c="dimmed">
            {`E mais ${more} aguardando.`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
