import {
  Alert,
  Card,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { plural } from '@rumo/shared/common/plural';
import { IconAlertCircle, IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/okr/empty-state';
import { useTeamOptions } from '../../../components/okr/use-team-options';
import { errorMessage } from '../../../lib/api-error';
import { FEED_PAGE_SIZE, useCheckInFeed } from '../api/use-check-in-feed';
import { FeedItem } from './feed-item';

/** Select value meaning "every team" (Select values are strings). */
const ALL_TEAMS = 'all';

interface TeamFeedCardProps {
  /** The signed-in user's primary team, the filter's starting point. */
  defaultTeamId: string | null;
}

export function TeamFeedCard({ defaultTeamId }: TeamFeedCardProps) {
  const [teamValue, setTeamValue] = useState(defaultTeamId ?? ALL_TEAMS);
  const [page, setPage] = useState(1);
  const teamId = teamValue === ALL_TEAMS ? null : teamValue;
  const teams = useTeamOptions();
  const feed = useCheckInFeed(teamId, page);
  const total = feed.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / FEED_PAGE_SIZE));
  const teamOptions = [{ value: ALL_TEAMS, label: 'Todos os times' }, ...(teams.data ?? [])];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="feed-title">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="feed-title">
            Últimos check-ins do time
          </Title>
          <Text size="sm" c="dimmed">
            O que o time registrou, do mais recente ao mais antigo.
          </Text>
        </Stack>
        <Select
          label="Time"
          data={teamOptions}
          value={teamValue}
          onChange={(value) => {
            setTeamValue(value ?? ALL_TEAMS);
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
          checkIconPosition="right"
        />
      </Group>

      {feed.isLoading ? (
        <Stack gap="sm" aria-label="Carregando check-ins">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h={72} radius="md" />
          ))}
        </Stack>
      ) : feed.error ? (
        <Alert color="red" icon={<IconAlertCircle size={16} />} title="Não foi possível carregar">
          {errorMessage(feed.error)}
        </Alert>
      ) : total === 0 ? (
        <EmptyState
          size="sm"
          icon={<IconMessageCircle aria-hidden />}
          title="Nenhum check-in por aqui ainda"
          description={
            teamId
              ? 'Ninguém deste time registrou check-in. Escolha "Todos os times" ou faça o seu acima.'
              : 'Os check-ins aparecem aqui assim que forem registrados. Comece pelas suas pendências.'
          }
        />
      ) : (
        <Stack gap="xs">
          <Stack gap={0} style={{ opacity: feed.isPlaceholderData ? 0.6 : 1 }}>
            {feed.data?.data.map((item) => (
              <FeedItem key={item.id} item={item} />
            ))}
          </Stack>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {plural(total, 'check-in', 'check-ins')}
            </Text>
            {pageCount > 1 && (
              <Pagination
                total={pageCount}
                value={page}
                onChange={setPage}
                size="sm"
                siblings={0}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Próxima página' : 'Página anterior',
                })}
              />
            )}
          </Group>
        </Stack>
      )}
    </Card>
  );
}
