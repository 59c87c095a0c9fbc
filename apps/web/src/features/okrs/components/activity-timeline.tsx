import { Box, Card, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import type { KeyResult } from '@rumo/shared/objectives/contracts';
import type { KeyResultValueFormat } from '@rumo/shared/okr/format';
import {
  IconActivity,
  IconMessageCircle,
  IconPencil,
  IconPlus,
  IconTrash,
  IconTrendingUp,
} from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/okr/empty-state';
import { ListPagination } from '../../../components/okr/list-pagination';
import { QueryError } from '../../../components/query-error';
import { formatDate } from '../../../lib/dates';
import { useAddComment } from '../api/use-comments';
import { ACTIVITY_PAGE_SIZE, useObjectiveActivity } from '../api/use-objective-activity';
import { activityChanges, activitySentence, changeText } from './activity-sentences';
import { CommentComposer } from './comments/comment-composer';
import { CommentBody } from './comments/comment-item';
import { TimelineReactions } from './comments/timeline-reactions';

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

function bulletIcon(entityType: string, action: string) {
  if (entityType === 'comment') return <IconMessageCircle size={12} />;
  if (entityType === 'check_in') return <IconTrendingUp size={12} />;
  if (action === 'created') return <IconPlus size={12} />;
  if (action === 'deleted') return <IconTrash size={12} />;
  return <IconPencil size={12} />;
}

/** Who changed or said what on this objective, newest first, with before → after. */
export function ActivityTimeline({
  objectiveId,
  keyResults,
}: {
  objectiveId: string;
  keyResults: readonly KeyResult[];
}) {
  const [page, setPage] = useState(1);
  const activity = useObjectiveActivity(objectiveId, page);
  const addComment = useAddComment({ kind: 'objectives', id: objectiveId });
  // Check-in entries carry the key result's title; its unit formats their values.
  const units = new Map<string, KeyResultValueFormat>(
    keyResults.map((keyResult) => [keyResult.title, keyResult]),
  );

  let body: React.ReactNode;
  if (activity.isError) {
    body = <QueryError error={activity.error} onRetry={() => activity.refetch()} />;
  } else if (!activity.data) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Carregando atividade">
        <Skeleton height={40} />
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  } else if (activity.data.total === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={<IconActivity aria-hidden />}
        title="Nenhuma atividade registrada"
        description="Comentários, alterações, check-ins e encerramentos deste objetivo aparecerão aqui."
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <Timeline bulletSize={22} lineWidth={2} active={-1}>
          {activity.data.data.map((entry) => {
            const unit =
              entry.entityType === 'check_in' || entry.entityType === 'key_result'
                ? units.get(entry.label)
                : undefined;
            const changes = activityChanges(entry, unit);
            return (
              <Timeline.Item
                key={entry.id}
                bullet={bulletIcon(entry.entityType, entry.action)}
                title={<Text size="sm">{activitySentence(entry)}</Text>}
              >
                {entry.comment && (
                  <Box mt={4}>
                    <CommentBody comment={entry.comment} />
                  </Box>
                )}
                {changes.length > 0 && (
                  <Stack gap={0} mt={2}>
                    {changes.map((change) => (
                      <Text
                        key={change.field}
                        size="xs"
                        c="dimmed"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {changeText(change)}
                      </Text>
                    ))}
                  </Stack>
                )}
                {entry.reactions && <TimelineReactions reactions={entry.reactions} />}
                <Text size="xs" c="dimmed" mt={4}>
                  {`${formatDate(entry.createdAt)} às ${timeFormat.format(new Date(entry.createdAt))}`}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
        <ListPagination
          page={page}
          limit={ACTIVITY_PAGE_SIZE}
          total={activity.data.total}
          onChange={setPage}
        />
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="activity-title">
      <Title order={2} fz="lg" mb="md" id="activity-title">
        Atividade
      </Title>
      <Stack gap="lg">
        <CommentComposer
          label="Comentar no objetivo"
          onSubmit={async (text) => {
            await addComment.mutateAsync({ body: text });
            setPage(1);
          }}
        />
        {body}
      </Stack>
    </Card>
  );
}
